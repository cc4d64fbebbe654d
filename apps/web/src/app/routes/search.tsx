export { default } from '@/features/catalogue/pages/SearchPage';
