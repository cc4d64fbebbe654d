// When the text of the information pages last changed; shown as "Last updated" on each page.
export const LEGAL_LAST_UPDATED = '2026-11-21';
export const HELP_LAST_UPDATED = '2026-11-21';
