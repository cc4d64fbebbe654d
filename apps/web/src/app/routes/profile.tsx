// /profile: the signed-in user's details.
export { default } from '@/features/account/ProfilePage';
