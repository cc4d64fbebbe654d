// The editor's save line (read out politely as it changes: "Saving…", "Saved", "Couldn't save —
// retrying"), the banner for an edit made elsewhere, and what a live listing's owner should know.
import { AlertCircle, CloudCheck, CloudOff, Loader2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ListingStepId } from '@/config/owner-paths';
import { fieldLabel, stepOfField } from './field-meta';
import { STEP_LABELS } from './steps';
import type { SaveState } from './use-listing-save';

export const SAVE_TEXT = {
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Couldn’t save — retrying',
  pending: 'Unsaved changes',
} as const;

export function SaveStatus({ state, onGoTo }: { state: SaveState; onGoTo: (step: ListingStepId) => void }) {
  const held = state.kind === 'invalid' ? [...new Set(state.fields.map((key) => fieldLabel(key)))] : [];
  const steps = state.kind === 'invalid' ? [...new Set(state.fields.map((key) => stepOfField(key)))] : [];
  return (
    <div className="min-h-6 text-sm">
      <p role="status" aria-live="polite" className="flex items-center gap-1.5 font-semibold">
        {state.kind === 'saving' && (
          <>
            <Loader2 aria-hidden="true" className="size-4 animate-spin text-ink-600" />
            <span className="text-ink-700">{SAVE_TEXT.saving}</span>
          </>
        )}
        {state.kind === 'saved' && (
          <>
            <CloudCheck aria-hidden="true" className="size-4 text-leaf-700" />
            <span className="text-leaf-700">{SAVE_TEXT.saved}</span>
          </>
        )}
        {state.kind === 'pending' && <span className="font-normal text-ink-600">{SAVE_TEXT.pending}</span>}
        {state.kind === 'retrying' && (
          <>
            <CloudOff aria-hidden="true" className="size-4 text-danger-600" />
            <span className="text-danger-600">{SAVE_TEXT.retrying}</span>
          </>
        )}
        {state.kind === 'invalid' && (
          <>
            <AlertCircle aria-hidden="true" className="size-4 text-danger-600" />
            <span className="text-danger-600">Not saved: check {held.join(', ')}</span>
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
            <button key={step} type="button" className="min-h-11 font-semibold text-brand-700 underline" onClick={() => onGoTo(step)}>
              Go to {STEP_LABELS[step]}
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
  return (
    <div role="alert" className="mt-4 rounded-2xl border border-danger-600 bg-danger-50 p-4 text-ink-900">
      <p className="flex gap-2 font-semibold text-danger-600">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Your latest changes were not saved
      </p>
      <p className="mt-1">{message}</p>
      <p className="mt-1 text-sm text-ink-700">Reloading shows the saved listing; what you typed here since the last save is dropped.</p>
      {failed && <p className="field-error">Error: Failed to reload the listing. Please try again.</p>}
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
        Reload latest
      </button>
    </div>
  );
}
