// The stock simple REST data provider over the admin API (API.md "API conventions": the server meets its
// contract), plus the calls it has no name for: the dashboard, the analytics, the reconciliation,
// an owner's money and the record actions.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { ADMIN_API_PATH } from '../config/constants';
import type { AdminAnalytics, DashboardFigures, OwnerMoney, Reconciliation } from '../types/api';
import { httpClient } from './httpClient';

/** Absolute so the same code runs in the browser and under Node's fetch in tests. */
export function adminApiUrl(origin: string = window.location.origin): string {
  return new URL(ADMIN_API_PATH, origin).toString();
}

/** Asia/Kolkata days, yyyy-mm-dd, both included. */
export interface DayRange {
  from: string;
  to: string;
}
export type AnalyticsRange = DayRange;

export interface RecordActionParams {
  id: Identifier;
  /** e.g. `suspend`, `request-changes` (docs/ADMIN_API.md "Actions"). */
  action: string;
  data?: Record<string, unknown>;
}

export interface AdminDataProvider extends DataProvider {
  getDashboard: () => Promise<DashboardFigures>;
  getAnalytics: (range: AnalyticsRange) => Promise<AdminAnalytics>;
  /** `GET /api/v1/admin/reconciliation?from&to`: IST days, both included. */
  getReconciliation: (range: DayRange) => Promise<Reconciliation>;
  /** `GET /api/v1/admin/users/{id}/balance`: an owner's balance and any hold on their payouts. */
  getOwnerMoney: (userId: Identifier) => Promise<OwnerMoney>;
  /** `POST /api/v1/admin/{resource}/{id}/{action}`; answers the record after the action. */
  runAction: (resource: string, params: RecordActionParams) => Promise<{ data: RaRecord }>;
}

export function createDataProvider(apiUrl: string = adminApiUrl()): AdminDataProvider {
  return {
    ...simpleRestProvider(apiUrl, httpClient),
    async getDashboard() {
      const { json } = await httpClient(`${apiUrl}/dashboard`);
      return json as DashboardFigures;
    },
    async getAnalytics({ from, to }) {
      const query = new URLSearchParams({ from, to });
      const { json } = await httpClient(`${apiUrl}/analytics?${query.toString()}`);
      return json as AdminAnalytics;
    },
    async getReconciliation({ from, to }) {
      const query = new URLSearchParams({ from, to });
      const { json } = await httpClient(`${apiUrl}/reconciliation?${query.toString()}`);
      return json as Reconciliation;
    },
    async getOwnerMoney(userId) {
      const { json } = await httpClient(`${apiUrl}/users/${encodeURIComponent(String(userId))}/balance`);
      return json as OwnerMoney;
    },
    async runAction(resource, { id, action, data = {} }) {
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(String(id))}/${action}`, {
        method: 'POST',
        headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
        body: JSON.stringify(data),
      });
      return { data: json as RaRecord };
    },
  };
}

export const dataProvider = createDataProvider();
