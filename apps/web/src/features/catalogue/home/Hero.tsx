// Home page hero: the tagline as the page's h1, a one-line promise and the search bar.
import { useNavigate } from 'react-router';
import { Gift } from 'lucide-react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import {
  BRAND_NAME,
  FIRST_BOOKING_OFFER_AMOUNT_INR,
  FIRST_BOOKING_OFFER_CODE,
  SERVICE_AREA_KM,
} from '@/config/constants';
import { formatINR } from '@/lib/format';
import { useLingui } from '@/i18n/react';
import { SearchBar } from '../components/SearchBar';
import './messages';
import { EMPTY_SEARCH, searchHref } from '../search-state';

function Hills() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-40 w-full sm:h-56"
    >
      <path fill="#fde3c8" d="M0 200c180-60 330-90 520-60s360 90 560 70 260-70 360-90v200H0Z" />
      <path fill="#f8f1e6" d="M0 260c220-40 420-50 640-20s420 50 580 20 170-30 220-40v100H0Z" />
      <path fill="#fdfaf5" d="M0 300c260-20 520-24 760-8s460 18 680 4v24H0Z" />
    </svg>
  );
}

export function Hero() {
  const navigate = useNavigate();
  const { _ } = useLingui();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-100 via-brand-50 to-sand-50 pb-24 pt-10 sm:pb-32 sm:pt-16">
      <Hills />
      <div className="container-page relative">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm">
          <Gift aria-hidden="true" className="size-4" />
          {_('home.hero.offer', { amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR), code: FIRST_BOOKING_OFFER_CODE })}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl font-semibold leading-tight text-ink-900 sm:text-6xl">{BRAND_NAME}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-700 sm:text-xl">
          {_('home.hero.tagline', { km: SERVICE_AREA_KM })}
        </p>
        <div className="mt-8">
          <ErrorBoundary area="searchBar">
            <SearchBar variant="hero" initial={EMPTY_SEARCH} onSearch={(values) => navigate(searchHref(values))} />
          </ErrorBoundary>
        </div>
      </div>
    </section>
  );
}
