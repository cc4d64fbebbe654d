// Unknown paths and owner pages not built yet: the shared not-found page.
export { default } from '@/features/static/NotFoundPage';
