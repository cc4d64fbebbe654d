import { describe, expect, it } from 'vitest';
import { pickLanguage, toLanguage } from '../languages';

describe('language choice', () => {
  it('reads codes with a region and falls back to nothing for unknown ones', () => {
    expect(toLanguage('te-IN')).toBe('te');
    expect(toLanguage('HI')).toBe('hi');
    expect(toLanguage('fr')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });

  it('takes ?lang= over the stored choice, the stored choice over the browser', () => {
    expect(pickLanguage({ param: 'hi', stored: 'te', browser: ['en-IN'] })).toBe('hi');
    expect(pickLanguage({ param: 'xx', stored: 'te', browser: ['hi'] })).toBe('te');
    expect(pickLanguage({ stored: null, browser: ['te-IN', 'en'] })).toBe('te');
  });

  it('follows the first known browser language, else English', () => {
    expect(pickLanguage({ browser: ['en-GB', 'hi-IN'] })).toBe('en');
    expect(pickLanguage({ browser: ['fr-FR', 'hi-IN'] })).toBe('hi');
    expect(pickLanguage({ browser: ['fr-FR'] })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });
});
