// What every step of the listing editor shares: the listing as last read (null while creating),
// the save machinery, and moving between steps.
import { createContext, useContext } from 'react';
import type { ListingStepId } from '@/config/owner-paths';
import type { OwnerListing } from '../api/owner-types';
import type { ListingSave } from './use-listing-save';
import type { PhotoUploads } from './use-photo-uploads';

export interface Editor {
  listing: OwnerListing | null;
  save: ListingSave;
  /** Photo uploads under way (they carry on across steps). */
  uploads: PhotoUploads;
  goToStep: (step: ListingStepId) => void;
}

export const EditorContext = createContext<Editor | null>(null);

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor must be used inside the listing editor');
  return editor;
}

/** The listing, in the steps that exist only once it has been created. */
export function useSavedListing(): OwnerListing {
  const { listing } = useEditor();
  if (!listing) throw new Error('This step needs a created listing');
  return listing;
}
