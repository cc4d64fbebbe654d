// /saved: the signed-in user's saved farmhouses (the server's list, which the local favourites
// mirror), each with "Alert me" and Share; farmhouses no longer published are shown as such with a
// remove button; below, the active alerts. The property card comes from the catalogue through the
// route module (features meet in app/routes).
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { RequireSignIn } from '@/components/RequireSignIn';
import { AlertMeButton, AlertsList } from '@/features/alerts';
import { ShareButton } from '@/features/share';
import { removeFavourite, useFavourites } from '@/lib/favourites';
import type { SessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PropertySummary } from '@/types/api';
import { getSaved, savedKeys, type SavedFarmhouse } from './api/saved';
import { applyServerList, pushSaved } from './sync';

export type SavedCard = ComponentType<{ property: PropertySummary }>;

export default function SavedPage({ Card }: { Card: SavedCard }) {
  useDocumentTitle('Saved farmhouses');
  return <RequireSignIn>{(user) => <Saved user={user} Card={Card} />}</RequireSignIn>;
}

function Saved({ user, Card }: { user: SessionUser; Card: SavedCard }) {
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
      <h1 className="text-3xl font-semibold text-ink-900">Saved farmhouses</h1>
      <p className="mt-1 text-ink-700">Saved on any of your devices, and kept here.</p>

      <section aria-labelledby="saved-list-heading" className="mt-6">
        <h2 id="saved-list-heading" className="sr-only">
          Your saved farmhouses
        </h2>
        {saved.isPending ? (
          <p role="status" className="text-ink-600">
            Loading your saved farmhouses…
          </p>
        ) : saved.isError ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-3 text-danger-600">
            We could not load your saved farmhouses. {saved.error.message}
          </p>
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200">
            <Heart aria-hidden="true" className="mx-auto size-8 text-brand-600" />
            <p className="mt-2 font-semibold text-ink-900">No saved farmhouses yet</p>
            <p className="mt-1 text-sm text-ink-700">Tap the heart on any farmhouse to keep it here.</p>
            <Link to="/search" className="btn-primary mt-4 inline-flex">
              Find a farmhouse
            </Link>
          </div>
        ) : (
          <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.propertyId}>{item.property ? <Available item={item} property={item.property} Card={Card} /> : <Unavailable item={item} />}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="alerts-heading" className="mt-10">
        <h2 id="alerts-heading" className="text-xl font-semibold text-ink-900">
          Your alerts
        </h2>
        <div className="mt-3">
          <AlertsList userId={user.id} />
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
        <AlertMeButton propertyId={property.id} propertyTitle={property.title} />
        <ShareButton title={property.title} url={`${window.location.origin}/property/${encodeURIComponent(property.slug)}`} />
      </div>
    </div>
  );
}

function Unavailable({ item }: { item: SavedFarmhouse }) {
  return (
    <article aria-label="No longer available" className="flex h-full flex-col justify-between gap-3 rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-4">
      <div>
        <p className="font-semibold text-ink-900">No longer available</p>
        <p className="mt-1 text-sm text-ink-700">This farmhouse is not listed any more. You saved it on {new Date(item.savedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}.</p>
      </div>
      <button
        type="button"
        className="btn-secondary self-start"
        onClick={() => {
          removeFavourite(item.propertyId);
          void pushSaved(item.propertyId, false);
        }}
      >
        Remove
      </button>
    </article>
  );
}
