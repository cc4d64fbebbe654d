import { describe, expect, it } from 'vitest';
import { locationText, resolveLocation, toOptions } from '../components/location-combobox/options';

const localities = [
  { slug: 'moinabad', name: 'Moinabad' },
  { slug: 'gandipet', name: 'Gandipet' },
];

describe('resolveLocation (what the search bar submits as location)', () => {
  it('searches a picked or typed locality by its slug', () => {
    expect(resolveLocation('Gandipet', { slug: 'gandipet', name: 'Gandipet' }, [])).toBe('gandipet');
    expect(resolveLocation('  moinabad ', null, localities)).toBe('moinabad');
    expect(resolveLocation('MOINABAD', null, localities)).toBe('moinabad');
  });

  it('keeps other text as typed, with its spaces tidied, and empty for anywhere', () => {
    expect(resolveLocation(' Lake   view ', null, localities)).toBe('Lake view');
    // The text was changed after a locality was picked.
    expect(resolveLocation('Gandipet lake', { slug: 'gandipet', name: 'Gandipet' }, [])).toBe('Gandipet lake');
    expect(resolveLocation('   ', null, localities)).toBe('');
  });
});

describe('locationText', () => {
  it('shows a known slug as its locality’s name, anything else as it is', () => {
    expect(locationText('moinabad', localities)).toBe('Moinabad');
    expect(locationText('lake', localities)).toBe('lake');
  });
});

describe('toOptions', () => {
  it('puts localities before farmhouses, with distinct keys', () => {
    const options = toOptions(
      [{ slug: 'gandipet', name: 'Gandipet', count: 12 }],
      [
        {
          id: 3,
          slug: 'lakeview-farm',
          title: 'Lakeview Farm',
          location: 'Gandipet',
          locationSlug: 'gandipet',
          halfDayPrice: 8500,
        },
      ],
    );
    expect(options.map((o) => [o.kind, o.key])).toEqual([
      ['locality', 'l-gandipet'],
      ['farmhouse', 'f-3'],
    ]);
  });
});
