// /privacy-policy.
export { default } from '@/features/static/PrivacyPolicyPage';
