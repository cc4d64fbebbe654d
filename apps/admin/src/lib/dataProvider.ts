// The stock simple REST data provider over the admin API (API.md "API conventions": the server meets its
// contract), plus the calls it has no name for: the dashboard, the analytics and the record actions.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { ADMIN_API_PATH } from '../config/constants';
import { httpClient } from './httpClient';

/** Absolute so the same code runs in the browser and under Node's fetch in tests. */
export function adminApiUrl(origin: string = window.location.origin): string {
  return new URL(ADMIN_API_PATH, origin).toString();
}

/** docs/ADMIN_API.md "Dashboard". */
export interface DashboardFigures {
  /** `confirmed`: of the bookings, the ones confirmed by their owner, the only ones in GMV. */
  today: { bookings: number; confirmed: number; gmvPaise: number };
  /** New guests and new owners apart, as the Analytics screen counts them. */
  week: { bookings: number; confirmed: number; gmvPaise: number; cancellations: number; newUsers: number; newOwners: number };
  pendingReview: number;
  refundsPending: number;
  series: { date: string; bookings: number; gmvPaise: number }[];
}

/**
 * docs/ADMIN_API.md "Analytics" (`GET /api/v1/admin/analytics?from&to`). Money is in whole rupees
 * here, unlike the dashboard's paise. `platformRevenue`, `takeRate` and `leads` are newer fields:
 * shown when the server sends them.
 */
export interface AdminAnalytics {
  /** yyyy-mm-dd, Asia/Kolkata. */
  from: string;
  to: string;
  totals: {
    searches: number;
    views: number;
    contactClicks: number;
    /** Bookings made in the range. */
    bookings: number;
    /** Of those, confirmed by their owner. */
    confirmed: number;
    /** Rupees of the confirmed ones. */
    gmv: number;
    cancellations: number;
    newUsers: number;
    newOwners: number;
    /** Rupees the platform keeps of the GMV. */
    platformRevenue?: number;
    /** platformRevenue / gmv (0 to 1); null without GMV. */
    takeRate?: number | null;
    /** Leads captured (offers and price alerts). */
    leads?: number;
  };
  /** search, view, contact (distinct sessions), then book (bookings made). */
  funnel: { step: string; count: number }[];
  daily: { date: string; searches: number; views: number; bookings: number; gmv: number }[];
  topLocalities: { slug: string; name: string; views: number; bookings: number }[];
  topListings: { id: number; title: string; views: number; bookings: number; gmv: number }[];
  /** 75th percentile per page type and metric: milliseconds, or a score for CLS. */
  webVitals: { pageType: string; metric: string; p75: number; samples: number }[];
}

export interface AnalyticsRange {
  from: string;
  to: string;
}

export interface RecordActionParams {
  id: Identifier;
  /** e.g. `suspend`, `request-changes` (docs/ADMIN_API.md "Actions"). */
  action: string;
  data?: Record<string, unknown>;
}

export interface AdminDataProvider extends DataProvider {
  getDashboard: () => Promise<DashboardFigures>;
  getAnalytics: (range: AnalyticsRange) => Promise<AdminAnalytics>;
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
    async runAction(resource, { id, action, data = {} }) {
      const { json } = await httpClient(
        `${apiUrl}/${resource}/${encodeURIComponent(String(id))}/${action}`,
        {
          method: 'POST',
          headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
          body: JSON.stringify(data),
        },
      );
      return { data: json as RaRecord };
    },
  };
}

export const dataProvider = createDataProvider();
