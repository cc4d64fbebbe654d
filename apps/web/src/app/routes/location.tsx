export { default } from '@/features/catalogue/pages/LocationPage';
