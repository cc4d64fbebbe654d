// /verify-registration: the code that completes a registration.
export { default } from '@/features/auth/pages/VerifyRegistrationPage';
