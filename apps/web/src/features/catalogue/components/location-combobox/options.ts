// What the location field offers and what it submits: suggestions as one flat list of options
// (localities first, then farmhouses), and the typed or picked text turned into the search's
// `location` (a locality's slug when it names one, else the text as typed).
import type { LocationSuggestion, PropertySuggestion } from '@/types/api';

export type SuggestionOption =
  | { kind: 'locality'; key: string; slug: string; name: string; count: number }
  | {
      kind: 'farmhouse';
      key: string;
      slug: string;
      title: string;
      location: string;
      halfDayPrice: number;
    };

/** A locality the guest picked from the list. */
export interface PickedLocality {
  slug: string;
  name: string;
}

export function toOptions(
  locations: readonly LocationSuggestion[],
  properties: readonly PropertySuggestion[],
): SuggestionOption[] {
  return [
    ...locations.map((l) => ({
      kind: 'locality' as const,
      key: `l-${l.slug}`,
      slug: l.slug,
      name: l.name,
      count: l.count,
    })),
    ...properties.map((p) => ({
      kind: 'farmhouse' as const,
      key: `f-${p.id}`,
      slug: p.slug,
      title: p.title,
      location: p.location,
      halfDayPrice: p.halfDayPrice,
    })),
  ];
}

/** The field's text for a search's location: a known slug shows as its locality's name. */
export function locationText(location: string, localities: readonly PickedLocality[]): string {
  return localities.find((l) => l.slug === location)?.name ?? location;
}

/** The search's `location` for the field's text. */
export function resolveLocation(
  text: string,
  picked: PickedLocality | null,
  localities: readonly PickedLocality[],
): string {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed === '') return '';
  if (picked && picked.name === typed) return picked.slug;
  const lower = typed.toLowerCase();
  return localities.find((l) => l.name.toLowerCase() === lower || l.slug === lower)?.slug ?? typed;
}
