// A message with one value set apart (e.g. a price in bold) without <Trans> in the first load:
// `_('p.fromHalf', { price: SLOT })` split at the slot gives the words before and after it.
export const SLOT = '\u0001';

export function around(text: string): [string, string] {
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)];
}
