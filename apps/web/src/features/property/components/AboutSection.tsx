// Description (paragraphs separated by blank lines), amenities with icons, house rules and
// check-in notes.
import { ScrollText } from 'lucide-react';
import type { Property } from '@/types/api';
import { useLingui } from '@/i18n/react';
import { amenityName } from '@/lib/amenity-names';
import { amenityIcon, amenityIconHref } from './amenity-icons';
import '../more-messages';

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
  const { _ } = useLingui();
  if (amenities.length === 0) return null;
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="text-2xl font-semibold text-ink-900">
        {_('pm.offers')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 min-[400px]:grid-cols-2">
        {amenities.map((amenity) => (
          <li key={amenity} className="flex items-center gap-3 text-ink-900">
            {/* lucide's stroke drawing (the sprite holds its paths): 24 × 24, round, 2 wide. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-5 shrink-0 text-brand-700"
            >
              <use href={amenityIconHref(amenityIcon(amenity))} />
            </svg>
            {amenityName(amenity)}
          </li>
        ))}
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
