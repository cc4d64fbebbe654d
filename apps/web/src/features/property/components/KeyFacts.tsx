// Key facts: rooms, guests, type, slot times and the host.
import { Bath, BedDouble, Clock, House, Users, type LucideIcon } from 'lucide-react';
import type { Property } from '@/types/api';
import { i18n } from '@/i18n';
import { useLingui } from '@/i18n/react';
import '../messages';

interface KeyFactsProps {
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'maxGuests' | 'propertyType' | 'slots' | 'ownerFirstName'>;
}

/** "farmhouse" → "Farmhouse", "tree_house" → "Tree house". */
export function formatPropertyType(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function slotTimesText(slots: Property['slots']): string {
  return i18n._('p.slots', { day: slots.day, night: slots.night });
}

export function KeyFacts({ property }: KeyFactsProps) {
  const { _ } = useLingui();
  const facts: [LucideIcon, string, string][] = [
    [
      House,
      _('p.type'),
      _('p.ptype', { type: property.propertyType, name: formatPropertyType(property.propertyType) }),
    ],
    [BedDouble, _('p.bedrooms'), String(property.bedrooms)],
    [Bath, _('p.bathrooms'), String(property.bathrooms)],
    [Users, _('p.guests'), _('p.upTo', { count: property.maxGuests })],
  ];
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="sr-only">
        {_('p.facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([Icon, label, value]) => (
          // <dt> and <dd> sit directly in the group <div> (a <dl> allows nothing else); the icon
          // lives inside the <dt>, placed to the left of both lines.
          <div key={label} className="relative min-w-0 rounded-2xl border border-sand-200 bg-white py-3 pl-12 pr-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-ink-600">
              <Icon aria-hidden="true" className="absolute left-3 top-1/2 size-6 -translate-y-1/2 text-brand-700" />
              {label}
            </dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-start gap-2 rounded-2xl bg-sand-100 p-3 text-ink-900">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          <span className="font-semibold">{slotTimesText(property.slots)}</span>
          <span className="block text-sm text-ink-700">{_('p.slotHelp', { name: property.ownerFirstName })}</span>
        </span>
      </p>
    </section>
  );
}
