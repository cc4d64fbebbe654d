// /book/{slug}: the booking form and, with ?booking={id}, its confirmation.
export { default } from '@/features/booking/BookPage';
