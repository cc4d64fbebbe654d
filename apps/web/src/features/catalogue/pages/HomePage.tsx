// Home: hero with the search bar, saved farmhouses (when any), and the five anchors of PRODUCT.md §2.
import { useRecentReviewsHint } from '../home/use-recent-reviews-hint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutSection } from '../home/AboutSection';
import { BecomeHostSection } from '../home/BecomeHostSection';
import { FeaturedSection } from '../home/FeaturedSection';
import { Hero } from '../home/Hero';
import { HowItWorksSection } from '../home/HowItWorksSection';
import { LocationsSection } from '../home/LocationsSection';
import { SavedSection } from '../home/SavedSection';

export function HomePage() {
  useDocumentTitle('');
  useRecentReviewsHint();
  return (
    <>
      <Hero />
      <SavedSection />
      <FeaturedSection />
      <AboutSection />
      <HowItWorksSection />
      <LocationsSection />
      <BecomeHostSection />
    </>
  );
}

export default HomePage;
