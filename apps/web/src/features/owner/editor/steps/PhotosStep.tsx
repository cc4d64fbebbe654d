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
import { i18n, messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { patchListing } from '../../api/listings';
import type { ListingPhoto } from '../../api/owner-types';
import { deletePhoto, MAX_PHOTOS, PHOTO_TYPES, reorderPhotos, setPhotoAlt } from '../../api/photos';
import { dashboardError, dashboardErrorText } from '../../lib-errors';
import { useEditor, useSavedListing } from '../editor-context';
import { StepHeading } from '../fields';
import { ListingPicture } from '../ListingPicture';
import '../messages';

/** Photo grid: one column on a phone, two from 640 px, three from 1024 px (the editor is ≤ 768 px). */
const GRID_SIZES = '(min-width: 640px) 360px, calc(100vw - 2rem)';

export function PhotosStep() {
  const id = useId();
  const listing = useSavedListing();
  const { uploads } = useEditor();
  const queryClient = useQueryClient();
  const { _ } = useLingui();
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
    const other = card?.querySelector<HTMLButtonElement>(
      `[data-move="${focusAfterMove.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focusAfterMove]);

  async function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    const request = ++orderRequest.current;
    setOrder(ids);
    setAnnouncement(
      i18n._(to === 0 ? 'editor.photos.movedCover' : 'editor.photos.moved', { position: to + 1, count: ids.length }),
    );
    try {
      const answer = await reorderPhotos(listing.id, ids);
      patchListing(queryClient, listing.id, (current) => ({ ...current, photos: answer }));
    } catch (error) {
      notify({ ...dashboardError(error, messageId('owner.failed.reorderPhotos')), variant: 'error' });
      setAnnouncement(i18n._('editor.photos.orderFailed'));
    } finally {
      if (request === orderRequest.current) setOrder(null);
    }
  }

  async function remove(photo: ListingPhoto, position: number) {
    try {
      await deletePhoto(listing.id, photo.id);
      patchListing(queryClient, listing.id, (current) => ({
        ...current,
        photos: current.photos.filter((p) => p.id !== photo.id),
      }));
      void queryClient.invalidateQueries({ queryKey: ['owner', 'properties'], exact: true });
      setAnnouncement(i18n._('editor.photos.removed', { number: position + 1 }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        notify({ title: i18n._('editor.photos.kept'), description: error.message, variant: 'error' });
      else notify({ ...dashboardError(error, messageId('owner.failed.removePhoto')), variant: 'error' });
    }
  }

  const fileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <div className="flex flex-col gap-4">
      <StepHeading id="step-photos" intro={_('editor.photos.intro', { max: MAX_PHOTOS, size: '15 MB' })}>
        {_('owner.step.photos')}
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
          <span className="hidden sm:inline">{_('editor.photos.dropHint')}</span>
          <span className="sm:hidden">{_('editor.photos.phoneHint')}</span>
        </p>
        <button type="button" className="btn-primary" onClick={() => fileInput.current?.click()}>
          {_('editor.photos.choose')}
        </button>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={_('editor.photos.choose')}
          onChange={(event) => {
            if (event.target.files) uploads.add(Array.from(event.target.files));
            event.target.value = '';
          }}
        />
      </div>

      {uploads.uploads.length > 0 && (
        <ul aria-label={_('editor.photos.uploads')} className="flex flex-col gap-2">
          {uploads.uploads.map((upload) => (
            <li key={upload.key} className="rounded-xl border border-sand-200 bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-semibold text-ink-900">{upload.name}</span>
                {upload.status === 'failed' ? (
                  <button
                    type="button"
                    className="btn-ghost -my-2 -mr-2 px-3"
                    aria-label={_('editor.photos.dismissLabel', { name: upload.name })}
                    onClick={() => uploads.dismiss(upload.key)}
                  >
                    {_('editor.photos.dismiss')}
                  </button>
                ) : (
                  <span className="text-sm tabular-nums text-ink-700">
                    {upload.status === 'waiting' ? _('editor.photos.waiting') : `${Math.round(upload.progress * 100)}%`}
                  </span>
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
                  aria-label={_('editor.photos.uploading', { name: upload.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.progress * 100)}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
                >
                  <div
                    className="h-full rounded-full bg-brand-700 transition-[width]"
                    style={{ width: `${Math.round(upload.progress * 100)}%` }}
                  />
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
        <p className="rounded-2xl bg-sand-100 p-4 text-ink-700">{_('editor.photos.empty')}</p>
      ) : (
        <ol aria-label={_('editor.photos.list')} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
              className={clsx(
                'rounded-2xl border bg-white p-3',
                dragging === photo.id ? 'border-brand-700 opacity-60' : 'border-sand-200',
              )}
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
  const { _ } = useLingui();
  return (
    <>
      <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-sand-100">
        {photo.status === 'ready' ? (
          <ListingPicture
            photo={photo}
            sizes={GRID_SIZES}
            alt={photo.alt || _('editor.photos.alt', { number })}
            className="size-full object-cover"
          />
        ) : photo.status === 'failed' ? (
          <p className="flex size-full items-center justify-center gap-2 p-4 text-center text-sm font-semibold text-danger-600">
            <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
            {_('editor.photos.processFailed')}
          </p>
        ) : (
          <p className="flex size-full items-center justify-center gap-2 text-sm text-ink-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            {_('editor.photos.processing')}
          </p>
        )}
        {index === 0 && (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-900 shadow">
            <Award aria-hidden="true" className="size-3.5 text-star" />
            {_('editor.photos.cover')}
          </span>
        )}
      </div>
      <p className="sr-only">
        {_(index === 0 ? 'editor.photos.positionCover' : 'editor.photos.position', { number, count })}
      </p>
      <AltText photo={photo} number={number} />
      <div className="mt-2 flex flex-wrap gap-1">
        <button
          type="button"
          className="btn-ghost px-3"
          data-move="up"
          disabled={index === 0}
          aria-label={_('editor.photos.upLabel', { number })}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {_('editor.photos.up')}
        </button>
        <button
          type="button"
          className="btn-ghost px-3"
          data-move="down"
          disabled={index === count - 1}
          aria-label={_('editor.photos.downLabel', { number })}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          {_('editor.photos.down')}
        </button>
        <button
          type="button"
          className="btn-ghost ml-auto px-3 text-danger-600"
          aria-label={_('editor.photos.removeLabel', { number })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {_('editor.remove')}
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
  const { _ } = useLingui();

  async function commit() {
    const alt = value.trim();
    if (alt === saved.trim()) return;
    setState('saving');
    setError(null);
    try {
      const answer = await setPhotoAlt(listing.id, photo.id, alt);
      setSaved(answer.alt);
      patchListing(queryClient, listing.id, (current) => ({
        ...current,
        photos: current.photos.map((p) => (p.id === answer.id ? answer : p)),
      }));
      setState('saved');
    } catch (problem) {
      setState('idle');
      setError(
        problem instanceof ApiError && problem.fields.alt
          ? problem.fields.alt
          : dashboardErrorText(problem, messageId('owner.failed.saveDescription')),
      );
    }
  }

  return (
    <div className="mt-3">
      <label htmlFor={id} className="field-label">
        {_('editor.photos.altLabel', { number })}
      </label>
      <input
        id={id}
        className="field-input"
        maxLength={200}
        value={value}
        placeholder={_('editor.photos.altPlaceholder')}
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
          {state === 'saving'
            ? _('editor.save.saving')
            : state === 'saved'
              ? _('editor.save.saved')
              : _('editor.photos.altHint')}
        </p>
      )}
    </div>
  );
}
