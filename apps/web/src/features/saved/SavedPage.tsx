// /saved: the signed-in user's saved farmhouses (the server's list, which the local favourites
// mirror), each with "Alert me" and Share; farmhouses no longer published are shown as such with a
// remove button; below, the active alerts. The property card comes from the catalogue through the
// route module (features meet in app/routes).
import { lazy, Suspense, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { RequireSignIn } from '@/components/RequireSignIn';
import { withCatalogs } from '@/i18n';
import { removeFavourite, useFavourites } from '@/lib/favourites';
import type { SessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PropertySummary } from '@/types/api';
import { getSaved, savedKeys, type SavedFarmhouse } from './api/saved';
import { applyServerList, pushSaved } from './sync';
import { formatInstantDate } from '@/lib/format';
import { useLingui } from '@/i18n/react';
import './messages';

// Only a signed-in user's list shows alerts and Share: their code (forms, popovers) is fetched
// with it, not on the sign-in prompt a visitor sees here first.
const loadAlerts = withCatalogs(() => import('@/features/alerts'));
const AlertsList = lazy(() => loadAlerts().then((m) => ({ default: m.AlertsList })));
const AlertMeButton = lazy(() => loadAlerts().then((m) => ({ default: m.AlertMeButton })));
const ShareButton = lazy(withCatalogs(() => import('@/features/share').then((m) => ({ default: m.ShareButton }))));

export type SavedCard = ComponentType<{ property: PropertySummary }>;

export default function SavedPage({ Card }: { Card: SavedCard }) {
  const { _ } = useLingui();
  useDocumentTitle(_('saved.title'));
  return <RequireSignIn>{(user) => <Saved user={user} Card={Card} />}</RequireSignIn>;
}

function Saved({ user, Card }: { user: SessionUser; Card: SavedCard }) {
  const { _ } = useLingui();
  const ids = useFavourites();
  const saved = useQuery({
    queryKey: savedKeys.list(user.id),
    queryFn: async () => {
      const list = await getSaved();
      applyServerList(list, user.id);
      return list;
    },
  });
  // A heart tapped on this page shows at once, before the server answers.
  const items = (saved.data?.items ?? []).filter((item) => ids.includes(item.propertyId));

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="text-3xl font-semibold text-ink-900">{_('saved.title')}</h1>
      <p className="mt-1 text-ink-700">{_('saved.intro')}</p>

      <section aria-labelledby="saved-list-heading" className="mt-6">
        <h2 id="saved-list-heading" className="sr-only">
          {_('saved.listHeading')}
        </h2>
        {saved.isPending ? (
          <p role="status" className="text-ink-600">
            {_('saved.loading')}
          </p>
        ) : saved.isError ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-3 text-danger-600">
            {_('saved.failed')} {saved.error.message}
          </p>
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200">
            <Heart aria-hidden="true" className="mx-auto size-8 text-brand-600" />
            <p className="mt-2 font-semibold text-ink-900">{_('saved.empty.title')}</p>
            <p className="mt-1 text-sm text-ink-700">{_('saved.empty.text')}</p>
            <Link to="/search" className="btn-primary mt-4 inline-flex">
              {_('saved.empty.find')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.propertyId}>
                {item.property ? (
                  <Available item={item} property={item.property} Card={Card} />
                ) : (
                  <Unavailable item={item} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="alerts-heading" className="mt-10">
        <h2 id="alerts-heading" className="text-xl font-semibold text-ink-900">
          {_('saved.alertsHeading')}
        </h2>
        <div className="mt-3">
          <Suspense>
            <AlertsList userId={user.id} />
          </Suspense>
        </div>
      </section>
    </div>
  );
}

function Available({ property, Card }: { item: SavedFarmhouse; property: PropertySummary; Card: SavedCard }) {
  return (
    <div className="flex flex-col gap-3">
      <Card property={property} />
      <div className="flex flex-wrap gap-2">
        <Suspense>
          <AlertMeButton propertyId={property.id} propertyTitle={property.title} />
          <ShareButton
            title={property.title}
            url={`${window.location.origin}/property/${encodeURIComponent(property.slug)}`}
          />
        </Suspense>
      </div>
    </div>
  );
}

function Unavailable({ item }: { item: SavedFarmhouse }) {
  const { _ } = useLingui();
  return (
    <article
      aria-label={_('saved.unavailable.title')}
      className="flex h-full flex-col justify-between gap-3 rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-4"
    >
      <div>
        <p className="font-semibold text-ink-900">{_('saved.unavailable.title')}</p>
        <p className="mt-1 text-sm text-ink-700">
          {_('saved.unavailable.text', { date: formatInstantDate(item.savedAt) })}
        </p>
      </div>
      <button
        type="button"
        className="btn-secondary self-start"
        onClick={() => {
          removeFavourite(item.propertyId);
          void pushSaved(item.propertyId, false);
        }}
      >
        {_('saved.remove')}
      </button>
    </article>
  );
}
