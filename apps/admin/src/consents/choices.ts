// The two cookie-consent choices (PRODUCT.md §4 "Other"), worded as the guest app's banner buttons.
export const CONSENT_CHOICES = [
  { id: 'all', name: 'Accept All' },
  { id: 'essential', name: 'Essential Only' },
];

/** The label of a stored choice; an unknown value is shown as stored. */
export function consentChoiceLabel(choice: string): string {
  return CONSENT_CHOICES.find((c) => c.id === choice)?.name ?? choice;
}
