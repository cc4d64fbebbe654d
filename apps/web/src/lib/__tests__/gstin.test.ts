import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckCharacter } from '../gstin';

describe('GSTIN check (as the server checks it)', () => {
  it('takes a valid GSTIN in any case and refuses a wrong check character or length', () => {
    expect(checkGstin('27AAPFU0939F1ZV')).toBe('27AAPFU0939F1ZV');
    expect(checkGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(checkGstin('27AAPFU0939F1ZO')).toBeNull();
    expect(checkGstin('27AAPFU0939F1Z')).toBeNull();
    expect(checkGstin('36AABCS1429B1ZV')).toBe('36AABCS1429B1ZV');
  });

  it('knows the state codes 01–38, 97 and 99 only', () => {
    const withState = (code: string) => {
      const first = `${code}AAPFU0939F1Z`;
      return checkGstin(`${first}${gstinCheckCharacter(first)}`);
    };
    for (const code of ['01', '36', '38', '97', '99']) expect(withState(code)).not.toBeNull();
    for (const code of ['00', '39', '96', '98']) expect(withState(code)).toBeNull();
  });
});
