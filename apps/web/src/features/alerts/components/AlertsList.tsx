// The signed-in user's active alerts, each with a delete button (on the Saved page).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notify } from '@/components/toast/notify';
import { alertsQuery, useDeleteAlert, type Alert } from '../api/alerts';
import { formatAlertDate, KIND_LABELS, SLOT_LABELS } from '../lib';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

const KIND_SHORT: Record<Alert['kind'], string> = {
  price_drop: messageId('alerts.short.priceDrop'),
  date_free: messageId('alerts.short.dateFree'),
};

export function AlertsList({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const alerts = useQuery(alertsQuery(userId));
  const remove = useDeleteAlert(userId);
  const active = (alerts.data ?? []).filter((alert) => alert.firedAt === null);

  if (alerts.isPending) {
    return (
      <p role="status" className="text-sm text-ink-600">
        {_('alerts.list.loading')}
      </p>
    );
  }
  if (alerts.isError) {
    return (
      <p role="alert" className="text-sm text-danger-600">
        {_('alerts.list.failed')} {alerts.error.message}
      </p>
    );
  }
  if (active.length === 0) {
    return <p className="text-sm text-ink-600">{_('alerts.list.empty')}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {active.map((alert) => (
        <li
          key={alert.id}
          className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 text-sm">
            <Link
              to={`/property/${encodeURIComponent(alert.propertySlug)}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {alert.propertyTitle}
            </Link>
            <p className="text-ink-700">
              <span className="sr-only">{_(KIND_LABELS[alert.kind])}: </span>
              <span aria-hidden="true">{_(KIND_SHORT[alert.kind])} · </span>
              {_('alerts.list.when', { slot: _(SLOT_LABELS[alert.bookingType]), date: formatAlertDate(alert.date) })}
            </p>
          </div>
          <button
            type="button"
            className="btn-secondary self-start sm:self-auto"
            disabled={remove.isPending && remove.variables === alert.id}
            aria-label={_('alerts.list.deleteLabel', { title: alert.propertyTitle, date: formatAlertDate(alert.date) })}
            onClick={() =>
              remove.mutate(alert.id, {
                onSuccess: () => notify({ title: _('alerts.toast.deleted'), variant: 'success' }),
                onError: (error) =>
                  notify({ title: _('alerts.toast.deleteFailed'), description: error.message, variant: 'error' }),
              })
            }
          >
            {_('alerts.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
