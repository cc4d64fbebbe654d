// The editor's photo uploads: files checked here first (type and size, with the server's words),
// then sent one per request, one after another, each with its own progress. Kept at the editor's
// level so changing step does not stop a queue; a finished photo joins the cached listing (as
// "processing", which makes the listing poll until it is ready).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/catalogs';
import { patchListing } from '../api/listings';
import './messages';
import { MAX_PHOTOS, photoFileProblem, tooManyPhotos, uploadPhoto } from '../api/photos';

export interface PhotoUpload {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

export function usePhotoUploads(listingId: number | null, photoCount: number) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);
  const nextKey = useRef(1);

  const update = useCallback((key: number, patch: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));
  }, []);

  const pump = useCallback(async () => {
    if (running.current || listingId === null) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        update(key, { status: 'uploading' });
        try {
          const photo = await uploadPhoto(listingId, file, { onProgress: (progress) => update(key, { progress }) });
          patchListing(queryClient, listingId, (listing) => ({
            ...listing,
            photos: [...listing.photos.filter((p) => p.id !== photo.id), photo],
          }));
          setUploads((list) => list.filter((upload) => upload.key !== key));
          setAnnouncement(i18n._('editor.photos.uploaded', { name: file.name }));
        } catch (error) {
          update(key, {
            status: 'failed',
            error: error instanceof Error ? error.message : i18n._('editor.photos.uploadFailed'),
          });
        }
      }
    } finally {
      running.current = false;
    }
  }, [listingId, queryClient, update]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const active = uploads.filter((u) => u.status !== 'failed').length;
      let room = MAX_PHOTOS - photoCount - active;
      const entries: PhotoUpload[] = [];
      for (const file of files) {
        const problem = photoFileProblem(file) ?? (room <= 0 ? tooManyPhotos() : null);
        const key = nextKey.current++;
        entries.push({
          key,
          name: file.name,
          progress: 0,
          status: problem ? 'failed' : 'waiting',
          error: problem ?? undefined,
        });
        if (!problem) {
          room -= 1;
          queue.current.push({ key, file });
        }
      }
      setUploads((list) => [...list, ...entries]);
      void pump();
    },
    [uploads, photoCount, pump],
  );

  const dismiss = useCallback((key: number) => setUploads((list) => list.filter((upload) => upload.key !== key)), []);

  return useMemo(
    () => ({
      uploads,
      announcement,
      add,
      dismiss,
      /** Files still being sent or waiting (leaving would drop them). */
      busy: uploads.some((u) => u.status !== 'failed'),
    }),
    [uploads, announcement, add, dismiss],
  );
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
