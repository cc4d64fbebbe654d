// The editor's steps in order, with the words the owner reads for each.
import { LISTING_STEP_IDS, type ListingStepId } from '@/config/owner-paths';
import { i18n, messageId } from '@/i18n/catalogs';
import '../messages';

export const STEP_LABELS: Record<ListingStepId, string> = {
  basics: messageId('owner.step.basics'),
  location: messageId('owner.step.location'),
  photos: messageId('owner.step.photos'),
  amenities: messageId('owner.step.amenities'),
  pricing: messageId('owner.step.pricing'),
  slots: messageId('owner.step.slots'),
  calendar: messageId('owner.step.calendar'),
  review: messageId('owner.step.review'),
};

/** A step's name in the active language (call while rendering). */
export function stepLabel(step: ListingStepId): string {
  return i18n._(STEP_LABELS[step]);
}

/** Ids in STEP_LABELS: translate where shown. */
export const STEPS = LISTING_STEP_IDS.map((id) => ({ id, label: STEP_LABELS[id] }));

export function parseStep(value: string | null): ListingStepId {
  return (LISTING_STEP_IDS as readonly string[]).includes(value ?? '') ? (value as ListingStepId) : 'basics';
}

export function stepIndex(step: ListingStepId): number {
  return LISTING_STEP_IDS.indexOf(step);
}

export function nextStep(step: ListingStepId): ListingStepId | null {
  return LISTING_STEP_IDS[stepIndex(step) + 1] ?? null;
}

export function previousStep(step: ListingStepId): ListingStepId | null {
  return stepIndex(step) > 0 ? LISTING_STEP_IDS[stepIndex(step) - 1] : null;
}
