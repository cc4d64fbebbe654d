export { default } from '@/features/catalogue/pages/HomePage';
