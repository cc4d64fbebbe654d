// /owner/property/preview/{id} (owners only): one of the owner's listings as its guest page will
// show it. The owner's page (data, banner, states) shows the property feature's sections of the
// guest page, their own chunk, asked for here and not through the property feature's entry: that
// entry's Book now link would be split out of the guest page's chunks for this route's sake.
import ListingPreviewPage from '@/features/owner/preview/ListingPreviewPage';

const loadSections = () => import('@/features/property/preview/PropertyPreview');

export default function OwnerPropertyPreview() {
  return <ListingPreviewPage loadSections={loadSections} />;
}
