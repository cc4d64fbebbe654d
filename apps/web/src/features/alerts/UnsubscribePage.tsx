// /alerts/unsubscribe?token=…: the link in every alert message. One tap: the token is sent as the
// page loads (no sign-in needed) and the page says how many alerts were removed, or why not.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { unsubscribe } from './api/alerts';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import './messages';

type State = { step: 'sending' } | { step: 'done'; removed: number } | { step: 'failed'; message: string };

/** The text shown for a link without a token (in the active language). */
export const noToken = () => i18n._('alerts.unsubscribe.noToken');

export default function UnsubscribePage() {
  const { _ } = useLingui();
  useDocumentTitle(_('alerts.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { step: 'sending' } : { step: 'failed', message: noToken() });
  // Sent once per token, even when React runs effects twice in development.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    unsubscribe(token).then(
      (removed) => setState({ step: 'done', removed }),
      (error: unknown) => setState({ step: 'failed', message: error instanceof Error ? error.message : noToken() }),
    );
  }, [token]);

  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-3xl font-semibold text-ink-900">{_('alerts.unsubscribe.title')}</h1>
      <div role="status" aria-live="polite" className="mt-4 text-ink-800">
        {state.step === 'sending' && <p>{_('alerts.unsubscribe.sending')}</p>}
        {state.step === 'done' && (
          <p>
            {state.removed === 0
              ? _('alerts.unsubscribe.none')
              : _('alerts.unsubscribe.done', { count: state.removed })}
          </p>
        )}
      </div>
      {state.step === 'failed' && (
        <p role="alert" className="mt-4 rounded-xl bg-danger-50 p-3 text-danger-600">
          {state.message}
        </p>
      )}
      <p className="mt-6">
        <Link to="/" className="font-medium text-brand-700 underline">
          {_('alerts.unsubscribe.back')}
        </Link>
      </p>
    </div>
  );
}
