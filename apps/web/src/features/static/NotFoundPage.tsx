// The not-found page: any unknown path, and a property slug the server does not know.
import { Link } from 'react-router';
import { Compass, Home, MapPin, Search } from 'lucide-react';
import { paths } from '@/config/paths';
import { useLingui } from '@/i18n/react';
import { formatINR } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePopularLocalities } from './api/get-popular-localities';
import './not-found-messages';

/** Shown while the statistics load or if they fail: the best-known localities of the demo data. */
const FALLBACK_LOCALITIES: LocalityLink[] = [
  { slug: 'moinabad', name: 'Moinabad' },
  { slug: 'shankarpally', name: 'Shankarpally' },
  { slug: 'chevella', name: 'Chevella' },
  { slug: 'gandipet', name: 'Gandipet' },
  { slug: 'shamirpet', name: 'Shamirpet' },
  { slug: 'medchal', name: 'Medchal' },
];

interface LocalityLink {
  slug: string;
  name: string;
  count?: number;
  lowestHalfDayPrice?: number | null;
}

function localityDetail(
  _: ReturnType<typeof useLingui>['_'],
  { count, lowestHalfDayPrice }: LocalityLink,
): string | undefined {
  if (count === undefined) return undefined;
  return typeof lowestHalfDayPrice === 'number'
    ? _('notFound.countFrom', { count, price: formatINR(lowestHalfDayPrice) })
    : _('notFound.count', { count });
}

interface NotFoundPageProps {
  /**
   * What could not be found, e.g. "farmhouse"; changes the explanation, not the heading. "farmhouse"
   * has its own translated sentence; another word is shown as given.
   */
  what?: string;
}

export default function NotFoundPage({ what }: NotFoundPageProps = {}) {
  const { _ } = useLingui();
  useDocumentTitle(_('notFound.title'));
  const popular = usePopularLocalities();
  const localities: LocalityLink[] = popular.data && popular.data.length > 0 ? popular.data : FALLBACK_LOCALITIES;

  return (
    <div className="container-page py-12 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <Compass aria-hidden="true" className="mx-auto size-14 text-brand-600" strokeWidth={1.5} />
        <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-700">{_('notFound.error')}</p>
        <h1 className="mt-2 text-3xl font-semibold text-ink-900 sm:text-4xl">{_('notFound.title')}</h1>
        <p className="mt-4 text-lg leading-8 text-ink-700">
          {what === 'farmhouse' ? _('notFound.farmhouse') : what ? _('notFound.what', { what }) : _('notFound.page')}{' '}
          {_('notFound.invite')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className="btn-primary">
            <Home aria-hidden="true" className="size-4" />
            {_('notFound.home')}
          </Link>
          <Link to={paths.search} className="btn-secondary">
            <Search aria-hidden="true" className="size-4" />
            {_('notFound.search')}
          </Link>
        </div>
      </div>

      <section aria-labelledby="popular-localities" className="mx-auto mt-14 max-w-3xl">
        <h2 id="popular-localities" className="text-center text-xl font-semibold text-ink-900">
          {_('notFound.popular')}
        </h2>
        <ul className="mt-5 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:grid-cols-3">
          {localities.map((locality) => (
            <li key={locality.slug}>
              <Link
                to={paths.location(locality.slug)}
                className="flex min-h-16 items-center gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{locality.name}</span>
                  {localityDetail(_, locality) && (
                    <span className="text-sm text-ink-600">{localityDetail(_, locality)}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
