// /owner/property/create (owners only): the listing editor for a new farmhouse.
export { default } from '@/features/owner/editor/ListingEditorPage';
