// /owner/property/create and /owner/property/edit/{id} (owners only): the listing editor, for a new
// farmhouse or one of the owner's.
export { default } from '@/features/owner/editor/ListingEditorPage';
