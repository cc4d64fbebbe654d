// Step 3: photos. Drop several files or pick them with the button; each goes up on its own with a
// progress bar, and a refused one says why. Photos are reordered by dragging or with Move up /
// Move down (the first is the cover), captioned for people who cannot see them, and removed.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { AlertCircle, ArrowDown, ArrowUp, Award, ImagePlus, Loader2, Trash2 } from 'lucide-react';
// Not useToast: see components/toast/notify.ts (keeps the guest entry chunk whole).
import { notify } from '@/components/toast/notify';
import { ApiError } from '@/lib/api-client';
import { patchListing } from '../../api/listings';
import type { ListingPhoto } from '../../api/owner-types';
import { deletePhoto, MAX_PHOTOS, PHOTO_TYPES, reorderPhotos, setPhotoAlt } from '../../api/photos';
import { dashboardError } from '../../lib-errors';
import { useEditor, useSavedListing } from '../editor-context';
import { StepHeading } from '../fields';
import { ListingPicture } from '../ListingPicture';

/** Photo grid: one column on a phone, two from 640 px, three from 1024 px (the editor is ≤ 768 px). */
const GRID_SIZES = '(min-width: 640px) 360px, calc(100vw - 2rem)';

export function PhotosStep() {
  const id = useId();
  const listing = useSavedListing();
  const { uploads } = useEditor();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  /** The order shown while a new one is being saved. */
  const [order, setOrder] = useState<number[] | null>(null);
  const orderRequest = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: 'up' | 'down' } | null>(null);

  const byId = new Map(listing.photos.map((photo) => [photo.id, photo]));
  const photos: ListingPhoto[] = order ? order.flatMap((photoId) => byId.get(photoId) ?? []) : listing.photos;

  // Focus stays with the photo that moved, on the same button (or the other one at an end).
  useEffect(() => {
    if (!focusAfterMove) return;
    const card = document.querySelector(`[data-photo-id="${focusAfterMove.id}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focusAfterMove]);

  async function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    const request = ++orderRequest.current;
    setOrder(ids);
    setAnnouncement(`Photo moved to position ${to + 1} of ${ids.length}.${to === 0 ? ' It is now the cover.' : ''}`);
    try {
      const answer = await reorderPhotos(listing.id, ids);
      patchListing(queryClient, listing.id, (current) => ({ ...current, photos: answer }));
    } catch (error) {
      notify({ ...dashboardError(error, 'reorder photos'), variant: 'error' });
      setAnnouncement('The new order could not be saved.');
    } finally {
      if (request === orderRequest.current) setOrder(null);
    }
  }

  async function remove(photo: ListingPhoto, position: number) {
    try {
      await deletePhoto(listing.id, photo.id);
      patchListing(queryClient, listing.id, (current) => ({ ...current, photos: current.photos.filter((p) => p.id !== photo.id) }));
      void queryClient.invalidateQueries({ queryKey: ['owner', 'properties'], exact: true });
      setAnnouncement(`Photo ${position + 1} removed.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) notify({ title: 'Photo kept', description: error.message, variant: 'error' });
      else notify({ ...dashboardError(error, 'remove photo'), variant: 'error' });
    }
  }

  const fileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <div className="flex flex-col gap-4">
      <StepHeading id="step-photos" intro={`Up to ${MAX_PHOTOS} photos: JPEG, PNG or WebP, 15 MB each. The first photo is the cover.`}>
        Photos
      </StepHeading>

      <div
        onDragOver={(event) => {
          if (!fileDrag(event)) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          if (!fileDrag(event)) return;
          event.preventDefault();
          setOver(false);
          uploads.add(Array.from(event.dataTransfer.files));
        }}
        className={clsx(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center',
          over ? 'border-brand-700 bg-brand-50' : 'border-sand-300 bg-white',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
        <p className="text-ink-700">
          <span className="hidden sm:inline">Drag photos here, or choose them from your computer.</span>
          <span className="sm:hidden">Add photos from your phone’s gallery or camera.</span>
        </p>
        <button type="button" className="btn-primary" onClick={() => fileInput.current?.click()}>
          Choose photos
        </button>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose photos"
          onChange={(event) => {
            if (event.target.files) uploads.add(Array.from(event.target.files));
            event.target.value = '';
          }}
        />
      </div>

      {uploads.uploads.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.uploads.map((upload) => (
            <li key={upload.key} className="rounded-xl border border-sand-200 bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-semibold text-ink-900">{upload.name}</span>
                {upload.status === 'failed' ? (
                  <button type="button" className="btn-ghost -my-2 -mr-2 px-3" aria-label={`Dismiss ${upload.name}`} onClick={() => uploads.dismiss(upload.key)}>
                    Dismiss
                  </button>
                ) : (
                  <span className="text-sm tabular-nums text-ink-700">{upload.status === 'waiting' ? 'Waiting' : `${Math.round(upload.progress * 100)}%`}</span>
                )}
              </div>
              {upload.status === 'failed' ? (
                <p className="field-error flex gap-1.5">
                  <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {upload.error}
                </p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={`Uploading ${upload.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.progress * 100)}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
                >
                  <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${Math.round(upload.progress * 100)}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <p className="sr-only" role="status" aria-live="polite">
        {announcement || uploads.announcement}
      </p>

      {photos.length === 0 ? (
        <p className="rounded-2xl bg-sand-100 p-4 text-ink-700">No photos yet. Guests book what they can see: add at least one.</p>
      ) : (
        <ol aria-label="Your photos, cover first" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              data-photo-id={photo.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(photo.id));
                setDragging(photo.id);
              }}
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                const from = photos.findIndex((p) => p.id === dragging);
                setDragging(null);
                void move(from, index);
              }}
              onDragEnd={() => setDragging(null)}
              className={clsx('rounded-2xl border bg-white p-3', dragging === photo.id ? 'border-brand-700 opacity-60' : 'border-sand-200')}
            >
              <PhotoCard
                photo={photo}
                index={index}
                count={photos.length}
                onMove={(direction) => {
                  setFocusAfterMove({ id: photo.id, direction });
                  void move(index, direction === 'up' ? index - 1 : index + 1);
                }}
                onRemove={() => void remove(photo, index)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

interface PhotoCardProps {
  photo: ListingPhoto;
  index: number;
  count: number;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

function PhotoCard({ photo, index, count, onMove, onRemove }: PhotoCardProps) {
  const number = index + 1;
  return (
    <>
      <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-sand-100">
        {photo.status === 'ready' ? (
          <ListingPicture photo={photo} sizes={GRID_SIZES} alt={photo.alt || `Photo ${number}`} className="size-full object-cover" />
        ) : photo.status === 'failed' ? (
          <p className="flex size-full items-center justify-center gap-2 p-4 text-center text-sm font-semibold text-danger-600">
            <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
            This photo could not be processed. Remove it and upload it again.
          </p>
        ) : (
          <p className="flex size-full items-center justify-center gap-2 text-sm text-ink-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            Processing…
          </p>
        )}
        {index === 0 && (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-900 shadow">
            <Award aria-hidden="true" className="size-3.5 text-star" />
            Cover
          </span>
        )}
      </div>
      <p className="sr-only">
        Photo {number} of {count}
        {index === 0 ? ', the cover' : ''}
      </p>
      <AltText photo={photo} number={number} />
      <div className="mt-2 flex flex-wrap gap-1">
        <button type="button" className="btn-ghost px-3" data-move="up" disabled={index === 0} aria-label={`Move photo ${number} up`} onClick={() => onMove('up')}>
          <ArrowUp aria-hidden="true" className="size-4" />
          Up
        </button>
        <button
          type="button"
          className="btn-ghost px-3"
          data-move="down"
          disabled={index === count - 1}
          aria-label={`Move photo ${number} down`}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          Down
        </button>
        <button type="button" className="btn-ghost ml-auto px-3 text-danger-600" aria-label={`Remove photo ${number}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </button>
      </div>
    </>
  );
}

/** The photo's description, saved when the field is left. */
function AltText({ photo, number }: { photo: ListingPhoto; number: number }) {
  const id = useId();
  const listing = useSavedListing();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(photo.alt);
  const [saved, setSaved] = useState(photo.alt);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function commit() {
    const alt = value.trim();
    if (alt === saved.trim()) return;
    setState('saving');
    setError(null);
    try {
      const answer = await setPhotoAlt(listing.id, photo.id, alt);
      setSaved(answer.alt);
      patchListing(queryClient, listing.id, (current) => ({ ...current, photos: current.photos.map((p) => (p.id === answer.id ? answer : p)) }));
      setState('saved');
    } catch (problem) {
      setState('idle');
      const e = problem instanceof ApiError && problem.fields.alt ? { title: problem.fields.alt } : dashboardError(problem, 'save the description');
      setError(e.description ? `${e.title}: ${e.description}` : e.title);
    }
  }

  return (
    <div className="mt-3">
      <label htmlFor={id} className="field-label">
        Description of photo {number}
      </label>
      <input
        id={id}
        className="field-input"
        maxLength={200}
        value={value}
        placeholder="e.g. Pool and lawn at sunset"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setValue(event.target.value);
          setState('idle');
        }}
        onBlur={() => void commit()}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : 'For people who cannot see the photo.'}
        </p>
      )}
    </div>
  );
}
