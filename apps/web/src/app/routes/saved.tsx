// /saved: the signed-in user's saved farmhouses and alerts, shown with the catalogue's card.
import SavedPage from '@/features/saved/SavedPage';
import { PropertyCard } from '@/features/catalogue/components/PropertyCard';

export default function SavedRoute() {
  return <SavedPage Card={PropertyCard} />;
}
