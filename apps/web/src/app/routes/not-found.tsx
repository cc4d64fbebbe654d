// Unknown paths, owner pages not built yet and /analytics: the shared not-found page.
export { default } from '@/features/static/NotFoundPage';
