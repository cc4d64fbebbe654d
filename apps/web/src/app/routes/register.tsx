// /register: create an account.
export { default } from '@/features/auth/pages/RegisterPage';
