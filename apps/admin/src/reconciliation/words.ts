// How the Reconciliation page words what the server sends (docs/ADMIN_API.md "Reconciliation"):
// the flows and problems by name, the default days, and the server's field messages of a 400.
import { HttpError } from 'react-admin';
import { RECONCILIATION_DEFAULT_DAYS } from '../config/constants';
import { periodRange } from '../lib/days';
import type { DayRange } from '../lib/dataProvider';
import type { MoneyFlow, ReconciliationDifference } from '../types/api';

export const FLOW_LABELS: Record<MoneyFlow, string> = {
  payments_captured: 'Payments captured',
  refunds_processed: 'Refunds processed',
  payouts_sent: 'Payouts sent',
  payouts_settled: 'Payouts paid out',
  payouts_returned: 'Payouts returned',
};

export const PROBLEM_LABELS: Record<ReconciliationDifference['problem'], string> = {
  not_in_ledger: 'Not in the ledger',
  not_at_provider: 'Not in the provider’s records',
  posted_twice: 'Posted more than once',
  amount_differs: 'Amounts differ',
  provider_differs: 'Providers differ',
  other_day: 'On another day',
};

/** The days in the address (`?from=&to=`), else the last week ending today in India. */
export function rangeFrom(params: URLSearchParams, now: Date = new Date()): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null) return { from, to };
  return periodRange(RECONCILIATION_DEFAULT_DAYS, now);
}

/** The server's message per field of a 400 (`{error: {fields}}`), if that is what failed. */
export function fieldMessages(error: unknown): Partial<Record<'from' | 'to', string>> {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  const body = error.body as { error?: { fields?: Record<string, unknown> } } | undefined;
  const fields = body?.error?.fields ?? {};
  const out: Partial<Record<'from' | 'to', string>> = {};
  for (const key of ['from', 'to'] as const) {
    const message = fields[key];
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}
