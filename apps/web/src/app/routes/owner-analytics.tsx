// /owner/analytics (owners only): how the owner's listings did over the last 7, 30 or 90 days.
export { default } from '@/features/owner/analytics/OwnerAnalyticsPage';
