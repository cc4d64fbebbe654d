// The editor's save line (read out politely as it changes: "Saving…", "Saved", "Couldn't save —
// retrying"), the banner for an edit made elsewhere, and what a live listing's owner should know.
import { AlertCircle, CloudCheck, CloudOff, Loader2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import type { ListingStepId } from '@/config/owner-paths';
import { fieldLabel, stepOfField } from './field-meta';
import { stepLabel } from './steps';
import './messages';
import type { SaveState } from './use-listing-save';

/** Message ids: "Saving…", "Saved", "Couldn’t save — retrying", "Unsaved changes". */
export const SAVE_TEXT = {
  saving: messageId('editor.save.saving'),
  saved: messageId('editor.save.saved'),
  retrying: messageId('editor.save.retrying'),
  pending: messageId('editor.save.pending'),
} as const;

export function SaveStatus({ state, onGoTo }: { state: SaveState; onGoTo: (step: ListingStepId) => void }) {
  const { _ } = useLingui();
  const held = state.kind === 'invalid' ? [...new Set(state.fields.map((key) => fieldLabel(key)))] : [];
  const steps = state.kind === 'invalid' ? [...new Set(state.fields.map((key) => stepOfField(key)))] : [];
  return (
    <div className="min-h-6 text-sm">
      <p role="status" aria-live="polite" className="flex items-center gap-1.5 font-semibold">
        {state.kind === 'saving' && (
          <>
            <Loader2 aria-hidden="true" className="size-4 animate-spin text-ink-600" />
            <span className="text-ink-700">{_(SAVE_TEXT.saving)}</span>
          </>
        )}
        {state.kind === 'saved' && (
          <>
            <CloudCheck aria-hidden="true" className="size-4 text-leaf-700" />
            <span className="text-leaf-700">{_(SAVE_TEXT.saved)}</span>
          </>
        )}
        {state.kind === 'pending' && <span className="font-normal text-ink-600">{_(SAVE_TEXT.pending)}</span>}
        {state.kind === 'retrying' && (
          <>
            <CloudOff aria-hidden="true" className="size-4 text-danger-600" />
            <span className="text-danger-600">{_(SAVE_TEXT.retrying)}</span>
          </>
        )}
        {state.kind === 'invalid' && (
          <>
            <AlertCircle aria-hidden="true" className="size-4 text-danger-600" />
            <span className="text-danger-600">{_('editor.save.invalid', { fields: held.join(', ') })}</span>
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <AlertCircle aria-hidden="true" className="size-4 text-danger-600" />
            <span className="text-danger-600">{state.message}</span>
          </>
        )}
      </p>
      {steps.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-x-3">
          {steps.map((step) => (
            <button
              key={step}
              type="button"
              className="min-h-11 font-semibold text-brand-700 underline"
              onClick={() => onGoTo(step)}
            >
              {_('editor.goTo', { step: stepLabel(step) })}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}

/** Another tab or device saved first: say so, save nothing more, offer the latest version. */
export function StaleBanner({ message, onReload }: { message: string; onReload: () => Promise<void> }) {
  const [reloading, setReloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const { _ } = useLingui();
  return (
    <div role="alert" className="mt-4 rounded-2xl border border-danger-600 bg-danger-50 p-4 text-ink-900">
      <p className="flex gap-2 font-semibold text-danger-600">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {_('editor.stale.title')}
      </p>
      <p className="mt-1">{message}</p>
      <p className="mt-1 text-sm text-ink-700">{_('editor.stale.text')}</p>
      {failed && <p className="field-error">{_('editor.stale.failed')}</p>}
      <button
        type="button"
        className="btn-primary mt-3"
        disabled={reloading}
        onClick={async () => {
          setReloading(true);
          setFailed(false);
          try {
            await onReload();
          } catch {
            setFailed(true);
          } finally {
            setReloading(false);
          }
        }}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {_('editor.stale.reload')}
      </button>
    </div>
  );
}
