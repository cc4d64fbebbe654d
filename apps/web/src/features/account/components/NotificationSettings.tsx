// Which notifications the user gets, saved to the server with one button.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '@/components/toast';
import { notificationPreferencesQuery, useSaveNotificationPreferences } from '../api/notification-preferences';
import type { NotificationPreferences } from '../types';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

const OPTIONS: { key: keyof NotificationPreferences; label: string; detail: string }[] = [
  { key: 'bookingSms', label: messageId('acct.notify.bookingSms'), detail: messageId('acct.notify.bookingSmsText') },
  {
    key: 'bookingEmail',
    label: messageId('acct.notify.bookingEmail'),
    detail: messageId('acct.notify.bookingEmailText'),
  },
  {
    key: 'messageEmail',
    label: messageId('acct.notify.messageEmail'),
    detail: messageId('acct.notify.messageEmailText'),
  },
  {
    key: 'marketingEmail',
    label: messageId('acct.notify.marketingEmail'),
    detail: messageId('acct.notify.marketingEmailText'),
  },
];

export function NotificationSettings({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const preferences = useQuery(notificationPreferencesQuery(userId));
  if (preferences.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {_('acct.notify.loading')}
        </p>
        <div className="skeleton h-40 w-full" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div role="alert" className="text-sm text-danger-600">
        <p>
          {_('acct.notify.loadFailed')} {preferences.error.message}
        </p>
        <button type="button" className="btn-secondary mt-3" onClick={() => preferences.refetch()}>
          {_('acct.tryAgain')}
        </button>
      </div>
    );
  }
  return <PreferencesForm userId={userId} stored={preferences.data} />;
}

function PreferencesForm({ userId, stored }: { userId: number; stored: NotificationPreferences }) {
  const id = useId();
  const { toast } = useToast();
  const { _ } = useLingui();
  const save = useSaveNotificationPreferences(userId);
  const [values, setValues] = useState<NotificationPreferences>(stored);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved);
        toast({ title: _('acct.notify.saved'), variant: 'success' });
      },
      onError: (error) => toast({ title: _('acct.notify.saveFailed'), description: error.message, variant: 'error' }),
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <fieldset>
        <legend className="sr-only">{_('acct.notify.legend')}</legend>
        <ul className="flex flex-col gap-3">
          {OPTIONS.map(({ key, label, detail }) => (
            <li key={key} className="flex items-start gap-3">
              <input
                id={`${id}-${key}`}
                type="checkbox"
                checked={values[key]}
                onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.checked }))}
                aria-describedby={`${id}-${key}-detail`}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`${id}-${key}`} className="font-medium text-ink-900">
                  {_(label)}
                </label>
                <p id={`${id}-${key}-detail`} className="text-sm text-ink-600">
                  {_(detail)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="btn-primary mt-4" disabled={save.isPending}>
        {save.isPending ? _('acct.saving') : _('acct.notify.save')}
      </button>
    </form>
  );
}
