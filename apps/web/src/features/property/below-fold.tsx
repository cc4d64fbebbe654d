// The sections below the fold, a chunk of their own (with their catalog) loaded while the first
// sections render: about, amenities and availability; house rules, reviews and the map.
import { ErrorBoundary } from '@/components/ErrorBoundary';
import type { BookingSelection } from '@/lib/stay/booking';
import type { Property, Review } from '@/types/api';
// Reviews asks a signed-in guest with a stay here to review it.
import { StayReviewPrompt } from '@/features/reviews';
import { Amenities, Description, HouseRules } from './components/AboutSection';
import { AvailabilitySection } from './components/availability/AvailabilitySection';
import { LocationSection } from './components/map/LocationSection';
import { ReviewsSection } from './components/ReviewsSection';
import './more-messages';

// The sections one by one, for the owner's preview (./preview/PropertyPreview.tsx), which shows
// them from this same chunk without the calendar and the review list (guest-only calls).
export { Amenities, Description, HouseRules, LocationSection };
export { RatingSummary } from './components/ReviewsSection';

interface AboutProps {
  property: Property;
  selection: BookingSelection;
  update: (patch: Partial<BookingSelection>) => void;
}

export function AboutSections({ property, selection, update }: AboutProps) {
  return (
    <>
      <Description text={property.description} />
      <Amenities amenities={property.amenities} />
      <ErrorBoundary area="propertyCard">
        <AvailabilitySection
          property={property}
          bookingType={selection.bookingType}
          selectedDate={selection.date}
          onSelectDate={(date) => update({ date })}
        />
      </ErrorBoundary>
    </>
  );
}

export function MoreSections({ property, onReview }: { property: Property; onReview: (review: Review) => void }) {
  return (
    <>
      <HouseRules rules={property.houseRules} checkInNotes={property.checkInNotes} />
      <ErrorBoundary area="propertyCard">
        <ReviewsSection
          property={property}
          prompt={<StayReviewPrompt propertyId={property.id} onWritten={onReview} />}
        />
      </ErrorBoundary>
      <ErrorBoundary area="propertyCard">
        <LocationSection property={property} />
      </ErrorBoundary>
    </>
  );
}
