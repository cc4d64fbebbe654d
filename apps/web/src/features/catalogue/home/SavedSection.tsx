// "Your saved farmhouses": shown on the home page when the guest has saved any (local favourites).
import { useFavourites } from '@/lib/favourites';
import { usePropertiesByIds } from '../api/get-property';
import { PropertyGrid, PropertyGridSkeleton } from '../components/PropertyGrid';
import { useLingui } from '@/i18n/react';
import { SectionHeading } from './SectionHeading';
import './messages';

const MAX_SHOWN = 6;

export function SavedSection() {
  const ids = useFavourites();
  const { _ } = useLingui();
  const shown = ids.slice(0, MAX_SHOWN);
  const { properties, isPending } = usePropertiesByIds(shown);
  if (shown.length === 0) return null;
  if (!isPending && properties.length === 0) return null;

  return (
    <section aria-labelledby="saved-heading" className="container-page pt-14">
      <SectionHeading id="saved-heading" eyebrow={_('home.saved.eyebrow')} title={_('home.saved.title')}>
        {_('home.saved.text')}
      </SectionHeading>
      {isPending && properties.length === 0 ? (
        <PropertyGridSkeleton count={Math.min(shown.length, 3)} label={_('home.saved.loading')} />
      ) : (
        <PropertyGrid properties={properties} />
      )}
    </section>
  );
}
