// The visible fallback of an error boundary: the area's message, Try Again, Go Home where it fits,
// and the error id to quote to support.
import { AlertTriangle, Home, RotateCcw } from 'lucide-react';
import clsx from 'clsx';
import { ERROR_AREA_COPY, type ErrorArea } from './areas';
import { useLingui } from '@/i18n/react';

export interface ErrorFallbackProps {
  area: ErrorArea;
  errorId: string;
  onRetry: () => void;
}

export function ErrorFallback({ area, errorId, onRetry }: ErrorFallbackProps) {
  const copy = ERROR_AREA_COPY[area];
  const { _ } = useLingui();
  return (
    <div
      role="alert"
      data-error-area={area}
      className={clsx(
        'rounded-2xl border border-danger-600/30 bg-danger-50 text-ink-900',
        copy.compact ? 'p-4' : 'mx-auto my-10 max-w-lg p-6 text-center sm:p-8',
      )}
    >
      <div className={clsx('flex gap-3', copy.compact ? 'items-start' : 'flex-col items-center')}>
        <AlertTriangle
          aria-hidden="true"
          className={clsx('shrink-0 text-danger-600', copy.compact ? 'mt-0.5 size-5' : 'size-10')}
        />
        <div>
          <p className={clsx('font-semibold', copy.compact ? 'text-base' : 'text-xl')}>{copy.title}</p>
          <p className="mt-1 text-sm text-ink-700">{copy.description}</p>
          <p className="mt-2 text-xs text-ink-600">
            {_('c.errorId')} <span className="font-mono font-semibold">{errorId}</span>
          </p>
        </div>
      </div>
      <div className={clsx('mt-4 flex flex-wrap gap-2', !copy.compact && 'justify-center')}>
        <button type="button" className="btn-primary" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {_('c.tryAgain')}
        </button>
        {copy.showGoHome && (
          <a href="/" className="btn-secondary">
            <Home aria-hidden="true" className="size-4" />
            {_('c.goHome')}
          </a>
        )}
      </div>
    </div>
  );
}
