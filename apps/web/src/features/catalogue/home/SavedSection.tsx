// "Your saved farmhouses": shown on the home page when the guest has saved any (local favourites).
import { useFavourites } from '@/lib/favourites';
import { usePropertiesByIds } from '../api/get-property';
import { PropertyGrid, PropertyGridSkeleton } from '../components/PropertyGrid';
import { SectionHeading } from './SectionHeading';

const MAX_SHOWN = 6;

export function SavedSection() {
  const ids = useFavourites();
  const shown = ids.slice(0, MAX_SHOWN);
  const { properties, isPending } = usePropertiesByIds(shown);
  if (shown.length === 0) return null;
  if (!isPending && properties.length === 0) return null;

  return (
    <section aria-labelledby="saved-heading" className="container-page pt-14">
      <SectionHeading id="saved-heading" eyebrow="Saved on this device" title="Your saved farmhouses">
        Tap the heart on any farmhouse to keep it here.
      </SectionHeading>
      {isPending && properties.length === 0 ? (
        <PropertyGridSkeleton count={Math.min(shown.length, 3)} label="Loading your saved farmhouses" />
      ) : (
        <PropertyGrid properties={properties} />
      )}
    </section>
  );
}
