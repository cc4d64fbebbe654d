// /terms-of-service.
export { default } from '@/features/static/TermsPage';
