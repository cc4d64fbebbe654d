// /owner/property/edit/{id} (owners only): the listing editor for one of the owner's farmhouses.
export { default } from '@/features/owner/editor/ListingEditorPage';
