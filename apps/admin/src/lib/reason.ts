// The reason every consequential console action carries (docs/ADMIN_API.md "Actions": 1–500
// characters of text without control characters), checked before anything is sent.
import { REASON_MAX_LENGTH } from '../config/constants';

export const REASON_REQUIRED = 'A reason is required.';
export const REASON_TOO_LONG = `A reason is at most ${REASON_MAX_LENGTH} characters.`;
export const REASON_CONTROL = 'A reason cannot contain control characters.';

/** What is sent: line breaks and runs of spaces become one space, ends trimmed. */
export function normaliseReason(text: string): string {
  return text.replace(/[\r\n\t ]+/g, ' ').trim();
}

/** The message to show, or null when the (normalised) reason can be sent. */
export function reasonProblem(text: string): string | null {
  const reason = normaliseReason(text);
  if (!reason) return REASON_REQUIRED;
  if ([...reason].length > REASON_MAX_LENGTH) return REASON_TOO_LONG;
  if (/\p{Cc}/u.test(reason)) return REASON_CONTROL;
  return null;
}
