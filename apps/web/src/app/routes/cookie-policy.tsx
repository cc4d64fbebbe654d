// /cookie-policy.
export { default } from '@/features/static/CookiePolicyPage';
