// Description (paragraphs separated by blank lines), amenities with icons, house rules and
// check-in notes.
import { useEffect, useState } from 'react';
import { ScrollText, type LucideIcon } from 'lucide-react';
import type { Property } from '@/types/api';
import { useLingui } from '@/i18n/react';
import { amenityName } from '@/lib/amenity-names';
import '../more-messages';

type IconFor = (amenity: string) => LucideIcon;

// About thirty icons, of which a farmhouse uses a few: their own chunk, loaded after the page
// has rendered. Until then each icon's box is kept empty, so the list does not move.
let iconFor: IconFor | null = null;
let loadingIcons: Promise<IconFor> | null = null;

function loadAmenityIcons(): Promise<IconFor> {
  loadingIcons ??= import('./amenity-icons').then((module) => (iconFor = module.amenityIcon));
  return loadingIcons;
}

function useAmenityIcons(): IconFor | null {
  const [loaded, setLoaded] = useState<IconFor | null>(() => iconFor);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadAmenityIcons().then(
      (icons) => live && setLoaded(() => icons),
      () => {
        // Icons are decoration: without them the list stays as it is; a later visit tries again.
        loadingIcons = null;
      },
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

export function Description({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const { _ } = useLingui();
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="text-2xl font-semibold text-ink-900">
        {_('pm.about')}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-7 text-ink-700">
        {paragraphs.map((paragraph, i) => (
          <p key={i} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}

export function Amenities({ amenities }: { amenities: string[] }) {
  const amenityIcon = useAmenityIcons();
  const { _ } = useLingui();
  if (amenities.length === 0) return null;
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="text-2xl font-semibold text-ink-900">
        {_('pm.offers')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 min-[400px]:grid-cols-2">
        {amenities.map((amenity) => {
          const Icon = amenityIcon?.(amenity);
          return (
            <li key={amenity} className="flex items-center gap-3 text-ink-900">
              {Icon ? (
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              ) : (
                <span aria-hidden="true" className="size-5 shrink-0" />
              )}
              {amenityName(amenity)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function HouseRules({ rules, checkInNotes }: Pick<Property, 'checkInNotes'> & { rules: string[] }) {
  const { _ } = useLingui();
  if (rules.length === 0 && !checkInNotes) return null;
  return (
    <section aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-2xl font-semibold text-ink-900">
        {_('pm.rules')}
      </h2>
      {rules.length > 0 && (
        <ul className="mt-4 flex flex-col gap-2">
          {rules.map((rule) => (
            <li key={rule} className="flex items-start gap-3 text-ink-900">
              <ScrollText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {rule}
            </li>
          ))}
        </ul>
      )}
      {checkInNotes && (
        <div className="mt-4 rounded-2xl bg-sand-100 p-4">
          <h3 className="font-sans text-base font-semibold text-ink-900">{_('pm.checkIn')}</h3>
          <p className="mt-1 whitespace-pre-line text-ink-700">{checkInNotes}</p>
        </div>
      )}
    </section>
  );
}
