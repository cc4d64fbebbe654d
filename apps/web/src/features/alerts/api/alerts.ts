// Price and availability alerts (issue 17 API: /api/v1/users/me/alerts, the fired ones at
// /api/v1/users/me/alerts/fired, and the signed-out unsubscribe link). Typed here until the
// server's OpenAPI document has them.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ALERTS_ROOT_KEY } from '@/lib/shared-query-keys';

export const ALERTS_PATH = '/api/v1/users/me/alerts';
export const FIRED_ALERTS_PATH = '/api/v1/users/me/alerts/fired';
export const UNSUBSCRIBE_PATH = '/api/v1/alerts/unsubscribe';

export type AlertKind = 'price_drop' | 'date_free';
export type AlertSlot = 'half_day' | 'full_day';

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

export interface NewAlert {
  propertyId: number;
  kind: AlertKind;
  bookingType: AlertSlot;
  date: string;
}

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

export function useCreateAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (alert: NewAlert) =>
      (await apiRequest<{ alert: Alert }>(ALERTS_PATH, { method: 'POST', body: alert })).data.alert,
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
  const { data } = await apiRequest<{ removed?: number }>(UNSUBSCRIBE_PATH, { method: 'POST', body: { token }, auth: false });
  return data?.removed ?? 0;
}
