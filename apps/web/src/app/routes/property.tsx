// /property/{slug}: the farmhouse page.
export { default } from '@/features/property/PropertyPage';
