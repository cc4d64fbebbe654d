// Query keys of the account feature, per user so one user's answers never show for another.
export const accountKeys = {
  consent: (userId: number) => ['account', userId, 'consent'] as const,
  notificationPreferences: (userId: number) => ['account', userId, 'notification-preferences'] as const,
};
