// Text length as the server counts it (for character counters and form rules).

/** Characters as the server counts them (Unicode code points of the trimmed text). */
export function countChars(text: string): number {
  return [...text.trim()].length;
}
