// Step 7: calendar sync. The secret export link other sites import (copied, replaced — the old
// one stops working — or turned off), and the calendars this listing imports to block dates
// (each fetched when added, refreshed on demand, with its last sync in Asia/Kolkata and its error).
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CalendarSync as CalendarSyncIcon, Copy, RefreshCw, Trash2 } from 'lucide-react';
// Not useToast: see components/toast/notify.ts (keeps the guest entry chunk whole).
import { notify } from '@/components/toast/notify';
import { ApiError } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { i18n, messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { patchListing } from '../../api/listings';
import {
  addCalendarImport,
  createCalendarFeed,
  deleteCalendarFeed,
  deleteCalendarImport,
  refreshCalendarImport,
  type CalendarImport,
  type CalendarSync,
} from '../../api/calendar';
import { dashboardError, dashboardErrorText } from '../../lib-errors';
import { useSavedListing } from '../editor-context';
import { StepHeading } from '../fields';
import '../messages';

export function CalendarStep() {
  const listing = useSavedListing();
  const queryClient = useQueryClient();
  const { _ } = useLingui();
  const setCalendar = (change: (calendar: CalendarSync) => CalendarSync) =>
    patchListing(queryClient, listing.id, (current) => ({ ...current, calendar: change(current.calendar) }));

  return (
    <div className="flex flex-col gap-6">
      <StepHeading id="step-calendar" intro={_('editor.calendar.intro')}>
        {_('owner.step.calendar')}
      </StepHeading>
      <ExportLink listingId={listing.id} exportUrl={listing.calendar.exportUrl} setCalendar={setCalendar} />
      <Imports listingId={listing.id} imports={listing.calendar.imports} setCalendar={setCalendar} />
    </div>
  );
}

interface SectionProps {
  listingId: number;
  setCalendar: (change: (calendar: CalendarSync) => CalendarSync) => void;
}

function ExportLink({ listingId, exportUrl, setCalendar }: SectionProps & { exportUrl: string | null }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const { _ } = useLingui();

  async function make(replacing: boolean) {
    setBusy(true);
    try {
      const calendar = await createCalendarFeed(listingId);
      setCalendar((current) => ({ ...current, ...calendar }));
      setCopied(false);
      notify({
        title: i18n._(replacing ? 'editor.calendar.replaced' : 'editor.calendar.ready'),
        description: i18n._(replacing ? 'editor.calendar.replacedText' : 'editor.calendar.readyText'),
        variant: 'success',
      });
      return true;
    } catch (error) {
      notify({
        ...dashboardError(
          error,
          replacing ? messageId('owner.failed.replaceLink') : messageId('owner.failed.createLink'),
        ),
        variant: 'error',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      await deleteCalendarFeed(listingId);
      setCalendar((current) => ({ ...current, exportUrl: null }));
      notify({
        title: i18n._('editor.calendar.turnedOff'),
        description: i18n._('editor.calendar.turnedOffText'),
        variant: 'success',
      });
      return true;
    } catch (error) {
      notify({ ...dashboardError(error, messageId('owner.failed.turnOffLink')), variant: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-sans text-base font-semibold text-ink-900">
        {_('editor.calendar.exportTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{_('editor.calendar.exportText')}</p>
      {exportUrl ? (
        <>
          <label htmlFor={`${id}-url`} className="field-label mt-3">
            {_('editor.calendar.exportLink')}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={exportUrl}
            className="field-input font-mono text-sm"
            onFocus={(e) => e.target.select()}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(exportUrl);
                  setCopied(true);
                } catch {
                  notify({
                    title: i18n._('editor.calendar.copyByHand'),
                    description: i18n._('editor.calendar.copyByHandText'),
                    variant: 'info',
                  });
                }
              }}
            >
              <Copy aria-hidden="true" className="size-4" />
              {_('editor.calendar.copy')}
            </button>
            <ConfirmButton
              label={_('editor.calendar.replace')}
              title={_('editor.calendar.replaceTitle')}
              description={_('editor.calendar.replaceText')}
              confirm={_('editor.calendar.replace')}
              busy={busy}
              onConfirm={() => make(true)}
            />
            <ConfirmButton
              label={_('editor.calendar.turnOff')}
              title={_('editor.calendar.turnOffTitle')}
              description={_('editor.calendar.turnOffText')}
              confirm={_('editor.calendar.turnOff')}
              busy={busy}
              onConfirm={turnOff}
            />
          </div>
          <p role="status" className="mt-1 min-h-5 text-sm font-semibold text-leaf-700">
            {copied ? _('editor.calendar.copied') : ''}
          </p>
        </>
      ) : (
        <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void make(false)}>
          <CalendarSyncIcon aria-hidden="true" className="size-4" />
          {_('editor.calendar.create')}
        </button>
      )}
    </section>
  );
}

function Imports({ listingId, imports, setCalendar }: SectionProps & { imports: CalendarImport[] }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { _ } = useLingui();

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    if (!/^https?:\/\/\S+$/i.test(value) && !/^webcal:\/\/\S+$/i.test(value)) {
      setProblem(i18n._('editor.calendar.badLink', { scheme: 'https://' }));
      return;
    }
    setAdding(true);
    setProblem(null);
    try {
      const added = await addCalendarImport(listingId, value);
      setCalendar((current) => ({ ...current, imports: [...current.imports.filter((i) => i.id !== added.id), added] }));
      setUrl('');
      notify({
        title: i18n._('editor.calendar.added'),
        description: i18n._('editor.calendar.addedText', { count: added.blockedCount }),
        variant: 'success',
      });
    } catch (error) {
      // The server fetched it and could not use it (or refused the link): its words say why.
      if (error instanceof ApiError && (error.status === 400 || error.status === 422))
        setProblem(error.fields.url ?? error.message);
      else setProblem(dashboardErrorText(error, messageId('owner.failed.addCalendar')));
    } finally {
      setAdding(false);
    }
  }

  async function refresh(item: CalendarImport) {
    setBusy(item.id);
    try {
      const fresh = await refreshCalendarImport(listingId, item.id);
      setCalendar((current) => ({ ...current, imports: current.imports.map((i) => (i.id === fresh.id ? fresh : i)) }));
      notify(
        fresh.lastError
          ? { title: i18n._('editor.calendar.unreadable'), description: fresh.lastError, variant: 'error' }
          : { title: i18n._('editor.calendar.refreshed'), variant: 'success' },
      );
    } catch (error) {
      notify({ ...dashboardError(error, messageId('owner.failed.refreshCalendar')), variant: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function remove(item: CalendarImport) {
    setBusy(item.id);
    try {
      await deleteCalendarImport(listingId, item.id);
      setCalendar((current) => ({ ...current, imports: current.imports.filter((i) => i.id !== item.id) }));
      notify({
        title: i18n._('editor.calendar.removed'),
        description: i18n._('editor.calendar.removedText'),
        variant: 'success',
      });
    } catch (error) {
      notify({ ...dashboardError(error, messageId('owner.failed.removeCalendar')), variant: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-sans text-base font-semibold text-ink-900">
        {_('editor.calendar.importTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{_('editor.calendar.importText', { minutes: 30 })}</p>
      {imports.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2">
          {imports.map((item) => (
            <li key={item.id} className="rounded-xl border border-sand-200 bg-white p-3">
              <p className="font-mono text-sm break-all text-ink-900">{item.url}</p>
              <p className="mt-1 text-sm text-ink-700">
                {item.lastSyncedAt
                  ? _('editor.calendar.lastSynced', { time: formatInstant(item.lastSyncedAt) })
                  : _('editor.calendar.notSynced')}{' '}
                · {_('editor.calendar.blocked', { count: item.blockedCount })}
              </p>
              {item.lastError && (
                <p className="field-error flex gap-1.5">
                  <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {_('editor.calendar.lastError', { error: item.lastError })}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-ghost px-3"
                  disabled={busy === item.id}
                  aria-label={_('editor.calendar.refreshLabel', { url: item.url })}
                  onClick={() => void refresh(item)}
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {_('editor.calendar.refresh')}
                </button>
                <button
                  type="button"
                  className="btn-ghost px-3 text-danger-600"
                  disabled={busy === item.id}
                  aria-label={_('editor.calendar.removeLabel', { url: item.url })}
                  onClick={() => void remove(item)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {_('editor.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-xl bg-sand-100 p-3 text-sm text-ink-700">{_('editor.calendar.none')}</p>
      )}
      <form noValidate onSubmit={(e) => void add(e)} className="mt-3">
        <label htmlFor={`${id}-url`} className="field-label">
          {_('editor.calendar.linkLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…/calendar.ics"
            className="field-input"
            value={url}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
          <button type="submit" className="btn-primary shrink-0" disabled={adding}>
            {adding ? _('editor.calendar.adding') : _('editor.calendar.add')}
          </button>
        </div>
        {problem && (
          <p id={`${id}-error`} className="field-error">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}

/** A button that asks before doing something that cannot be undone. */
function ConfirmButton({
  label,
  title,
  description,
  confirm,
  busy,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const { _ } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-ghost" disabled={busy}>
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{description}</Dialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="btn-ghost">
                {_('editor.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn bg-danger-600 text-white hover:bg-danger-600/90"
              disabled={busy}
              onClick={async () => {
                if (await onConfirm()) setOpen(false);
              }}
            >
              {confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
