// #properties: featured farmhouses — a swipeable row on phones, a grid on wider screens.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { homeAnchors, paths } from '@/config/paths';
import { useFeaturedProperties } from '../api/get-featured-properties';
import { PropertyCard, PropertyCardSkeleton } from '../components/PropertyCard';
import { useLingui } from '@/i18n/react';
import { SectionHeading } from './SectionHeading';
import './messages';

const rowClass =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-6 sm:gap-y-10 sm:overflow-visible sm:px-0 lg:grid-cols-4';
const itemClass = 'w-[82%] shrink-0 snap-start sm:w-auto';

function FeaturedList() {
  const featured = useFeaturedProperties();
  const { _ } = useLingui();
  if (featured.isPending) {
    return (
      <div role="status" className={rowClass}>
        <span className="sr-only">{_('home.featured.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={itemClass}>
            <PropertyCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  if (!featured.data) return null; // errors are thrown to the featuredCarousel boundary
  if (featured.data.length === 0) {
    return <p className="text-ink-700">{_('home.featured.empty')}</p>;
  }
  return (
    <ul className={rowClass} aria-label={_('home.featured.title')}>
      {featured.data.map((property) => (
        <li key={property.id} className={itemClass}>
          <ErrorBoundary area="propertyCard">
            <PropertyCard property={property} sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 82vw" />
          </ErrorBoundary>
        </li>
      ))}
    </ul>
  );
}

export function FeaturedSection() {
  const { _ } = useLingui();
  return (
    <section
      id={homeAnchors.properties}
      aria-labelledby="featured-heading"
      className="container-page scroll-mt-20 py-14"
    >
      <SectionHeading
        id="featured-heading"
        eyebrow={_('home.featured.eyebrow')}
        title={_('home.featured.title')}
        action={
          <Link to={paths.search} className="btn-secondary self-start sm:self-auto">
            {_('home.featured.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        {_('home.featured.text')}
      </SectionHeading>
      <ErrorBoundary area="featuredCarousel">
        <FeaturedList />
      </ErrorBoundary>
    </section>
  );
}
