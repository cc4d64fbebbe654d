// Price and availability alerts (issue 17 API: /api/v1/users/me/alerts, the fired ones at
// /api/v1/users/me/alerts/fired, and the signed-out unsubscribe link). The alert read back is typed
// here; what the app sends is the server's OpenAPI request type (src/types/schema.d.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ALERTS_ROOT_KEY } from '@/lib/shared-query-keys';
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

export const ALERTS_PATH = '/api/v1/users/me/alerts';
export const FIRED_ALERTS_PATH = '/api/v1/users/me/alerts/fired';
export const UNSUBSCRIBE_PATH = '/api/v1/alerts/unsubscribe';

export type AlertKind = Schemas['AlertKind'];
export type AlertSlot = Schemas['BookingType'];

export interface Alert {
  id: number;
  propertyId: number;
  propertyTitle: string;
  propertySlug: string;
  kind: AlertKind;
  bookingType: AlertSlot;
  /** YYYY-MM-DD */
  date: string;
  baselinePaise: number | null;
  createdAt: string;
  firedAt: string | null;
}

/**
 * Body of `POST ALERTS_PATH` as the app sends it. The server's schema leaves every field optional
 * (it answers a missing one with a field error); the app always sends all four, typed.
 */
export type NewAlert = Schemas['CreateAlertRequest'] & {
  propertyId: number;
  kind: AlertKind;
  bookingType: AlertSlot;
  /** YYYY-MM-DD, today or later. */
  date: string;
};

// Under ALERTS_ROOT_KEY: the realtime `alert_fired` event invalidates both.
export const alertKeys = {
  list: (userId: number) => [...ALERTS_ROOT_KEY, userId] as const,
  fired: (userId: number) => [...ALERTS_ROOT_KEY, 'fired', userId] as const,
};

export function alertsQuery(userId: number) {
  return queryOptions({
    queryKey: alertKeys.list(userId),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest<{ items?: Alert[] }>(ALERTS_PATH, { signal });
      return Array.isArray(data?.items) ? data.items : [];
    },
  });
}

/** Alerts that fired in the last 30 days, newest first (the server's order; never cached by HTTP). */
export function firedAlertsQuery(userId: number) {
  return queryOptions({
    queryKey: alertKeys.fired(userId),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest<{ items?: Alert[] }>(FIRED_ALERTS_PATH, { signal });
      return Array.isArray(data?.items) ? data.items : [];
    },
  });
}

/** Sets one alert on the signed-in user's account (409: the same alert is already open). */
export async function createAlert(alert: NewAlert): Promise<Alert> {
  const { data } = await apiRequest<{ alert: Alert }>(ALERTS_PATH, { method: 'POST', body: alert });
  return data.alert;
}

export function useCreateAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list(userId) }),
  });
}

export function useDeleteAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest<unknown>(`${ALERTS_PATH}/${id}`, { method: 'DELETE' });
    },
    onSuccess: (_, id) =>
      queryClient.setQueryData<Alert[]>(alertKeys.list(userId), (alerts) => alerts?.filter((alert) => alert.id !== id)),
  });
}

/** No sign-in: the token in the message's link says whose alerts. */
export async function unsubscribe(token: string): Promise<number> {
  const { data } = await apiRequest<{ removed?: number }>(UNSUBSCRIBE_PATH, {
    method: 'POST',
    body: { token },
    auth: false,
  });
  return data?.removed ?? 0;
}
