// The search pages' parts in Telugu and Hindi: a card's plurals and price, the results line.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '@/i18n';
import { resultsSummary } from '../components/ResultsSummary';
import { searchSummary } from '../components/SearchSummary';
import { EmptyResults } from '../components/EmptyResults';

describe('search page languages', () => {
  it('counts farmhouses and reads the search back in Hindi', async () => {
    await act(() => setLanguage('hi'));
    expect(resultsSummary({ page: 1, perPage: 12, total: 1 }, 1)).toBe('1 फ़ार्महाउस मिला');
    expect(resultsSummary({ page: 2, perPage: 12, total: 40 }, 12)).toBe('40 फ़ार्महाउस में से 13–24 दिखाए जा रहे हैं');
    expect(
      searchSummary({ location: '', checkIn: '', checkOut: '', guests: 12, bookingType: 'half_day' }, 'कहीं भी'),
    ).toBe('कहीं भी · कोई भी तारीख़ · 12 मेहमान · हाफ़ डे');
  });

  it('shows the empty results in Telugu', async () => {
    await act(() => setLanguage('te'));
    render(
      <MemoryRouter>
        <EmptyResults hasFilters onClearFilters={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'మీ సెర్చ్‌కు సరిపోయే ఫామ్‌హౌస్‌లు లేవు' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ఫిల్టర్లు తీసివేయండి' })).toBeInTheDocument();
  });
});
