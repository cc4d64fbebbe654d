import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FaqPage from '../FaqPage';
import { renderPage } from './render';

describe('FAQ page', () => {
  it('has one h1, a last-updated date and sets the tab title', () => {
    renderPage(<FaqPage />, { url: '/faq' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently asked questions');
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
    expect(document.title).toBe('Frequently asked questions | Hyderabad Escapes');
  });

  it('lists at least ten real questions, all closed at first', () => {
    renderPage(<FaqPage />, { url: '/faq' });
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(10);
    for (const name of [
      /half day and a full day/i,
      /day and night slots start/i,
      /FIRST500/,
      /if I cancel/i,
      /bring our dog/i,
      /alcohol/i,
      /how many guests/i,
      /price alerts/i,
      /how can I pay/i,
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText(/up to ₹2,000 on a booking/)).not.toBeVisible();
  });

  it('opens and closes an answer, exposing it as a labelled region', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { url: '/faq' });
    const question = screen.getByRole('button', { name: /what are price alerts/i });

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: /what are price alerts/i });
    expect(within(answer).getByText(/save up to ₹2,000 on a booking/)).toBeVisible();
    expect(question).toHaveAttribute('aria-controls', answer.id);

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /what are price alerts/i })).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter toggles, arrows, Home and End move between questions', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { url: '/faq' });
    const bookingGroup = screen.getByRole('region', { name: 'Booking a stay' });
    const buttons = within(bookingGroup).getAllByRole('button');

    buttons[0].focus();
    await user.keyboard('{Enter}');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/09:00 to 21:00, or 21:00 to 09:00 the next morning/)).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });

  it('opens the answer named in the URL fragment', () => {
    renderPage(<FaqPage />, { url: '/faq#pets' });
    expect(screen.getByRole('button', { name: /bring our dog/i })).toHaveAttribute('aria-expanded', 'true');
  });
});
