// The offer a person gets once signed in on a device where, as a visitor, they asked for alerts and
// skipped signing in (../kept.ts): set them on the account with one button, or decline. Either
// way, and for each alert set, the device copy is forgotten; what fails stays kept and is said.
// Its own chunk, loaded only when something is kept (../AlertNoticesSlot.tsx).
import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BellPlus } from 'lucide-react';
import { notify } from '@/components/toast/notify';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { ApiError } from '@/lib/api-client';
import { ALERTS_ROOT_KEY } from '@/lib/shared-query-keys';
import { createAlert, type AlertKind, type AlertSlot } from '../api/alerts';
import { formatAlertDate } from '../format';
import {
  claimKeptAlerts,
  onKeptAlertsChange,
  readKeptAlertsFor,
  removeKeptAlerts,
  toNewAlert,
  type KeptAlert,
} from '../kept';
import '../messages';

const KIND_SHORT: Record<AlertKind, string> = {
  price_drop: messageId('alerts.short.priceDrop'),
  date_free: messageId('alerts.short.dateFree'),
};
const KIND_LABELS: Record<AlertKind, string> = {
  price_drop: messageId('alerts.kind.priceDrop'),
  date_free: messageId('alerts.kind.dateFree'),
};
const SLOT_LABELS: Record<AlertSlot, string> = {
  half_day: messageId('alerts.slot.halfDay'),
  full_day: messageId('alerts.slot.fullDay'),
};

/** The offer's buttons go with it: focus goes on to the page content rather than to the document. */
function focusPage() {
  requestAnimationFrame(() => {
    if (!document.activeElement || document.activeElement === document.body)
      document.getElementById('main-content')?.focus();
  });
}

export default function KeptAlertsOffer({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<KeptAlert[]>(() => readKeptAlertsFor(userId));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The status line is filled once it is in the page, so screen readers announce the offer.
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    // What it returns is what the first render read; claiming only binds the list to this account.
    claimKeptAlerts(userId);
    const timer = setTimeout(() => setAnnounced(true), 100);
    const off = onKeptAlertsChange(() => setItems(readKeptAlertsFor(userId)));
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [userId]);

  if (items.length === 0) return null;
  const count = items.length;

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    const done: KeptAlert[] = [];
    let reason: string | null = null;
    // One at a time, in the order shown: a handful at most (MAX_KEPT_ALERTS).
    for (const item of items) {
      try {
        await createAlert(toNewAlert(item));
        done.push(item);
      } catch (error) {
        // 409: the same alert is already open on the account, so there is nothing left to set.
        if (error instanceof ApiError && error.status === 409) done.push(item);
        else reason ??= error instanceof Error ? error.message : null;
      }
    }
    removeKeptAlerts(done);
    if (done.length > 0) void queryClient.invalidateQueries({ queryKey: ALERTS_ROOT_KEY });
    const left = items.filter((item) => !done.includes(item));
    setItems(left);
    setBusy(false);
    if (done.length > 0) {
      const titles = [...new Set(done.map((item) => item.propertyTitle))].join(', ');
      notify({
        title: _('alerts.kept.setToast', { count: done.length }),
        description: _('alerts.toast.setText', { title: titles }),
        variant: 'success',
      });
    }
    if (left.length === 0) focusPage();
    else setProblem([_('alerts.kept.failed', { count: left.length }), reason].filter(Boolean).join(' '));
  };

  const decline = () => {
    removeKeptAlerts(items);
    setItems([]);
    focusPage();
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <p role="status" className="sr-only">
        {announced ? _('alerts.kept.heading', { count }) : ''}
      </p>
      <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-ink-900">
        <BellPlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold">
            {_('alerts.kept.heading', { count })}
          </h2>
          <p className="mt-0.5 text-ink-700">{_('alerts.kept.text', { count })}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {items.map((item) => (
              <li key={`${item.propertyId}-${item.kind}-${item.bookingType}-${item.date}`} className="break-words">
                <strong className="font-semibold">{item.propertyTitle}</strong>
                {': '}
                <span className="sr-only">{_(KIND_LABELS[item.kind])}, </span>
                <span aria-hidden="true">{_(KIND_SHORT[item.kind])} · </span>
                {_('alerts.list.when', { slot: _(SLOT_LABELS[item.bookingType]), date: formatAlertDate(item.date) })}
              </li>
            ))}
          </ul>
          {problem && (
            <p role="alert" className="mt-2 rounded-lg bg-danger-50 p-2 text-danger-600">
              {problem}
            </p>
          )}
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void accept()}>
              {busy ? _('alerts.kept.setting') : _('alerts.kept.accept', { count })}
            </button>
            <button type="button" className="btn-ghost" disabled={busy} onClick={decline}>
              {_('alerts.kept.decline')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
