// /safety.
export { default } from '@/features/static/SafetyPage';
