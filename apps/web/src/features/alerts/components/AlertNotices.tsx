// In-app notices of fired alerts (issue: "a sweep finds matches and tells them once by SMS/e-mail/
// in-app notification"): the newest three fired in the last 30 days that the user has not
// dismissed, above the page content on every page. Its own chunk, loaded only for a signed-in user
// (../AlertNoticesSlot.tsx). The realtime `alert_fired` event invalidates the query
// (lib/shared-query-keys.ts), so a new one shows without a reload.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BellRing, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { firedAlertsQuery, type Alert, type AlertKind, type AlertSlot } from '../api/alerts';
import { onDismissedChange, readDismissed, writeDismissed } from '../dismissed';
import { formatAlertDate } from '../format';
import '../messages';

export const MAX_NOTICES = 3;

const TEXTS: Record<AlertKind, Record<AlertSlot, string>> = {
  price_drop: {
    half_day: messageId('alerts.notice.priceDrop.halfDay'),
    full_day: messageId('alerts.notice.priceDrop.fullDay'),
  },
  date_free: {
    half_day: messageId('alerts.notice.dateFree.halfDay'),
    full_day: messageId('alerts.notice.dateFree.fullDay'),
  },
};
const LINKS: Record<AlertKind, string> = {
  price_drop: messageId('alerts.notice.seePrice'),
  date_free: messageId('alerts.notice.book'),
};

/** The property page with the alert's date and duration chosen (it reads ?checkIn=&bookingType=). */
export function noticeHref(alert: Pick<Alert, 'propertySlug' | 'date' | 'bookingType'>): string {
  const query = new URLSearchParams({ checkIn: alert.date, bookingType: alert.bookingType });
  return `${paths.property(alert.propertySlug)}?${query.toString()}`;
}

/** The user's dismissed ids (the slot remounts this for another user), following other tabs. */
function useDismissed(userId: number) {
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  useEffect(() => onDismissedChange(userId, () => setDismissed(readDismissed(userId))), [userId]);
  const dismiss = useCallback(
    (id: number) => {
      const next = [...readDismissed(userId).filter((other) => other !== id), id];
      writeDismissed(userId, next);
      setDismissed(next);
    },
    [userId],
  );
  return [dismissed, dismiss] as const;
}

export default function AlertNotices({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const headingId = useId();
  const fired = useQuery(firedAlertsQuery(userId));
  const [dismissed, dismiss] = useDismissed(userId);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = useMemo(
    () => (fired.data ?? []).filter((alert) => !dismissed.includes(alert.id)).slice(0, MAX_NOTICES),
    [fired.data, dismissed],
  );

  // Ids that left the 30-day window never come back: forget them so the stored list stays short.
  useEffect(() => {
    if (!fired.isSuccess) return;
    const current = new Set(fired.data.map((alert) => alert.id));
    const stored = readDismissed(userId);
    const kept = stored.filter((id) => current.has(id));
    if (kept.length !== stored.length) writeDismissed(userId, kept);
  }, [fired.isSuccess, fired.data, userId]);

  if (visible.length === 0) return null;

  const onDismiss = (id: number, index: number) => {
    dismiss(id);
    // Focus stays in the notices (the next one's button) or, after the last, on the page content.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-dismiss]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else document.getElementById('main-content')?.focus();
    });
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <h2 id={headingId} className="sr-only">
        {_('alerts.notice.heading')}
      </h2>
      <ul ref={listRef} className="flex flex-col gap-2">
        {visible.map((alert, index) => {
          const date = formatAlertDate(alert.date);
          return (
            <li
              key={alert.id}
              className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-ink-900"
            >
              <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <p className="min-w-0 flex-1 break-words">
                {_(TEXTS[alert.kind][alert.bookingType], { title: alert.propertyTitle, date })}{' '}
                <Link
                  to={noticeHref(alert)}
                  className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {_(LINKS[alert.kind])}
                </Link>
              </p>
              <button
                type="button"
                data-dismiss=""
                aria-label={_('alerts.notice.dismiss')}
                className="-m-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-700 hover:bg-brand-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => onDismiss(alert.id, index)}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
