// The editor's steps in order, with the words the owner reads for each.
import { LISTING_STEP_IDS, type ListingStepId } from '@/config/owner-paths';

export const STEP_LABELS: Record<ListingStepId, string> = {
  basics: 'Basics',
  location: 'Location',
  photos: 'Photos',
  amenities: 'Amenities & house rules',
  pricing: 'Pricing',
  slots: 'Slots & turnover',
  calendar: 'Calendar sync',
  review: 'Review & submit',
};

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
