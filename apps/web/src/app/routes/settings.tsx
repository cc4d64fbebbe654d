// /settings: cookie consent, notification preferences, signing out everywhere and deleting the account.
export { default } from '@/features/account/SettingsPage';
