import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Footer } from '../Footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Footer', () => {
  it('links support and legal pages and shows how to reach us', () => {
    renderFooter();
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/help', '/safety', '/faq']);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/cookie-policy']);
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'Featured farmhouses' })).toHaveAttribute('href', '/#properties');
    expect(screen.getByRole('link', { name: 'support@hyderabadescapes.in' })).toHaveAttribute(
      'href',
      'mailto:support@hyderabadescapes.in',
    );
    expect(screen.getByText('Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link')).toHaveLength(4);
  });

  it('checks the newsletter address and confirms politely', async () => {
    const user = renderFooter();
    const email = screen.getByLabelText('Email address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Please enter your email address');

    await user.type(email, 'ravi@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent("Thank you! We'll write to ravi@example.com");
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
