// A GSTIN's form and check character, checked as the guest types (the server checks again and its
// answer is the truth): two digits of a state code (01–38, 97, 99), a PAN (five letters, four
// digits, a letter), the registration's number, a letter, and a base-36 check character.
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORM = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

function validState(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** The GSTIN upper-cased when it is valid, else null. */
export function checkGstin(input: string): string | null {
  const gstin = input.trim().toUpperCase();
  if (!FORM.test(gstin) || !validState(Number(gstin.slice(0, 2)))) return null;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? gstin : null;
}
