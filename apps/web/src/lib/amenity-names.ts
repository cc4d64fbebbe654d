// The catalogue's amenities in the reader's language. The API names them in English (a
// property's `amenities`, the filters' `{ slug, name }`); each amenity the catalogue is seeded
// with (crates/demo/src/catalogue.rs) has the message `amenity.{slug}` in the `amenities` area,
// and any other name (one added later) shows as it came. The English name stays the key (the
// icons match it, src/features/property/components/amenity-icons.ts).
import { defineCatalog, i18n } from '@/i18n/catalogs';
import { messages as en } from '@/locales/en/amenities.json?lingui';
// The same catalog as plain text (the compiled messages above are not): the English names.
import english from '@/locales/en/amenities.json';

defineCatalog('amenities', en, {
  te: () => import('@/locales/te/amenities.json?lingui'),
  hi: () => import('@/locales/hi/amenities.json?lingui'),
});

/** English name → message id. */
const idByName = new Map<string, string>(Object.entries(english).map(([id, name]) => [name, id]));

/** An amenity, by its English name, in the active language (unknown names as they are). */
export function amenityName(name: string): string {
  const id = idByName.get(name);
  return id ? i18n._(id) : name;
}

/** A filter's amenity, by slug with its English name, in the active language. */
export function amenityOption({ slug, name }: { slug: string; name: string }): string {
  const id = `amenity.${slug}`;
  return id in en ? i18n._(id) : amenityName(name);
}
