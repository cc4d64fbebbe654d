// The property page's parts in Telugu and Hindi: facts, the phone bar's price with the amount set
// apart, and the below-the-fold sections' catalog.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '@/i18n';
import { makeProperty } from '@/testing/property-fixtures';
import { KeyFacts } from '../components/KeyFacts';
import { MobileBookBar } from '../components/MobileBookBar';
import { Amenities, HouseRules } from '../components/AboutSection';

describe('property page languages', () => {
  it('reads the key facts and the phone bar in Telugu', async () => {
    await act(() => setLanguage('te'));
    render(
      <MemoryRouter>
        <KeyFacts property={makeProperty({ maxGuests: 20 })} />
        <MobileBookBar halfDayPrice={8500} bookHref={null} total={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'ముఖ్య వివరాలు' })).toBeInTheDocument();
    expect(screen.getByText('అతిథులు').nextSibling).toHaveTextContent('20 మంది వరకు');
    expect(screen.getByText('రకం').nextSibling).toHaveTextContent('ఫామ్‌హౌస్');
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'హాఫ్ డేకి ₹8,500 నుండి'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ఇప్పుడే బుక్ చేయండి' })).toBeInTheDocument();
  });

  it('names the amenities in Telugu, and one the catalogue does not know as it came', async () => {
    await act(() => setLanguage('te'));
    render(<Amenities amenities={['Swimming pool', "Kids' play area", 'Helipad']} />);
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['స్విమ్మింగ్ పూల్', 'పిల్లల ఆట స్థలం', 'Helipad']);
  });

  it('reads the house rules in Hindi', async () => {
    await act(() => setLanguage('hi'));
    render(<HouseRules rules={['No loud music after 22:00']} checkInNotes="Gate code at arrival" />);
    expect(screen.getByRole('heading', { name: 'घर के नियम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'चेक-इन से जुड़ी बातें' })).toBeInTheDocument();
    // The owner's own words stay as written.
    expect(screen.getByText('No loud music after 22:00')).toBeInTheDocument();
  });
});
