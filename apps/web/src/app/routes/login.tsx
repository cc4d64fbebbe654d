// /login: sign in with a one-time code.
export { default } from '@/features/auth/pages/LoginPage';
