// Which notifications the user wants (booking SMS and e-mail, message e-mail, marketing e-mail).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { NotificationPreferences } from '../types';
import { accountKeys } from './keys';

export const NOTIFICATION_PREFERENCES_PATH = '/api/v1/users/me/notification-preferences';

export function notificationPreferencesQuery(userId: number) {
  return queryOptions({
    queryKey: accountKeys.notificationPreferences(userId),
    queryFn: ({ signal }) => apiGet<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, undefined, signal),
  });
}

export function useSaveNotificationPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (await apiRequest<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, { method: 'PUT', body: preferences }))
        .data,
    onSuccess: (stored) => queryClient.setQueryData(accountKeys.notificationPreferences(userId), stored),
  });
}
