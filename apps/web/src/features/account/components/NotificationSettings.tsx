// Which notifications the user gets, saved to the server with one button.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '@/components/toast';
import { notificationPreferencesQuery, useSaveNotificationPreferences } from '../api/notification-preferences';
import type { NotificationPreferences } from '../types';

const OPTIONS: { key: keyof NotificationPreferences; label: string; detail: string }[] = [
  { key: 'bookingSms', label: 'Booking updates by SMS', detail: 'Confirmations, reminders and changes to your stays.' },
  { key: 'bookingEmail', label: 'Booking updates by e-mail', detail: 'Confirmations and receipts for your bookings.' },
  { key: 'messageEmail', label: 'New messages by e-mail', detail: 'When a host or guest writes to you.' },
  { key: 'marketingEmail', label: 'Offers and news by e-mail', detail: 'Seasonal offers and new farmhouses near Hyderabad.' },
];

export function NotificationSettings({ userId }: { userId: number }) {
  const preferences = useQuery(notificationPreferencesQuery(userId));
  if (preferences.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Loading your notification preferences…
        </p>
        <div className="skeleton h-40 w-full" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div role="alert" className="text-sm text-danger-600">
        <p>We could not load your notification preferences. {preferences.error.message}</p>
        <button type="button" className="btn-secondary mt-3" onClick={() => preferences.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <PreferencesForm userId={userId} stored={preferences.data} />;
}

function PreferencesForm({ userId, stored }: { userId: number; stored: NotificationPreferences }) {
  const id = useId();
  const { toast } = useToast();
  const save = useSaveNotificationPreferences(userId);
  const [values, setValues] = useState<NotificationPreferences>(stored);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved);
        toast({ title: 'Notification preferences saved', variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Could not save your notification preferences', description: error.message, variant: 'error' }),
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <fieldset>
        <legend className="sr-only">Notifications you receive</legend>
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
                  {label}
                </label>
                <p id={`${id}-${key}-detail`} className="text-sm text-ink-600">
                  {detail}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="btn-primary mt-4" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save preferences'}
      </button>
    </form>
  );
}
