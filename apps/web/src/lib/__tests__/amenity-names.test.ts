import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { amenityName, amenityOption } from '../amenity-names';

describe('amenity names', () => {
  afterEach(() => setLanguage('en'));

  it('read in English exactly as the catalogue names them', () => {
    expect(amenityName('Swimming pool')).toBe('Swimming pool');
    expect(amenityName("Kids' play area")).toBe("Kids' play area");
    expect(amenityOption({ slug: 'wifi', name: 'Wi-Fi' })).toBe('Wi-Fi');
  });

  it('read in Telugu and Hindi, by name and by slug; an unknown amenity as it came', async () => {
    await setLanguage('te');
    expect(amenityName('Swimming pool')).toBe('స్విమ్మింగ్ పూల్');
    expect(amenityOption({ slug: 'kids-play', name: "Kids' play area" })).toBe('పిల్లల ఆట స్థలం');
    expect(amenityName('Helipad')).toBe('Helipad');
    await setLanguage('hi');
    expect(amenityName("Kids' play area")).toBe('बच्चों के खेलने की जगह');
    expect(amenityOption({ slug: 'helipad', name: 'Helipad' })).toBe('Helipad');
  });
});
