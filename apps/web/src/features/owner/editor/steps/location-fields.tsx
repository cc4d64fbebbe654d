// Where the farmhouse is: a locality of the catalogue (or a new one proposed to our team) and a map
// pin, dragged, tapped, typed or taken from the phone's location. The map itself (Leaflet) loads
// only when this is shown.
import { lazy, Suspense, useCallback, useId, useMemo, useState, type ComponentType } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LocateFixed } from 'lucide-react';
import { useLocationStatistics } from '@/features/catalogue';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { useEditor } from '../editor-context';
import { Field, TextField, useFieldError } from '../fields';
import { HYDERABAD_CENTRE, kmFromHyderabad, LIMITS, type EditorValues } from '../form-model';
import type { PinMapProps } from './PinMap';
import '../messages';

const PROPOSE = '__propose';

export function LocalityFields() {
  const { control, setValue } = useFormContext<EditorValues>();
  const [mode, location] = useWatch({ control, name: ['localityMode', 'location'] });
  const stats = useLocationStatistics();
  const { listing } = useEditor();
  const { _ } = useLingui();
  const options = useMemo(() => [...(stats.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [stats.data]);
  const set = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

  return (
    <>
      <Field
        name="location"
        label={_('owner.field.location')}
        hint={stats.isError ? _('editor.location.listFailed') : undefined}
      >
        {(control) => (
          <select
            className="field-input"
            {...control}
            value={mode === 'propose' ? PROPOSE : location}
            onChange={(event) => {
              const value = event.target.value;
              if (value === PROPOSE) {
                setValue('localityMode', 'propose', set);
              } else {
                setValue('localityMode', 'list', set);
                setValue('location', value, set);
              }
            }}
          >
            <option value="" disabled>
              {stats.isPending ? _('editor.location.loading') : _('editor.location.choose')}
            </option>
            {options.map((locality) => (
              <option key={locality.slug} value={locality.slug}>
                {locality.name}
              </option>
            ))}
            {/* The listing's own locality even if the list has not loaded. */}
            {listing && location && !options.some((o) => o.slug === location) && (
              <option value={location}>{listing.locationName}</option>
            )}
            <option value={PROPOSE}>{_('editor.location.notListed')}</option>
          </select>
        )}
      </Field>
      {mode === 'propose' && (
        <TextField
          name="proposedLocality"
          label={_('editor.location.proposeLabel')}
          maxLength={LIMITS.locality[1]}
          autoComplete="off"
          hint={
            listing
              ? _('editor.location.proposeHintNamed', { locality: listing.locationName })
              : _('editor.location.proposeHint')
          }
        />
      )}
    </>
  );
}

// Created once: a chunk that cannot download (offline) leaves the typed coordinates to work with.
const PinMap = lazy<ComponentType<PinMapProps>>(() =>
  import('./PinMap').catch(() => ({
    default: () => (
      <p role="status" className="flex h-full items-center justify-center p-6 text-center text-ink-700">
        {i18n._('editor.location.mapFailed')}
      </p>
    ),
  })),
);

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function PinPicker() {
  const id = useId();
  const { control, setValue } = useFormContext<EditorValues>();
  const [latitude, longitude, location] = useWatch({ control, name: ['latitude', 'longitude', 'location'] });
  const stats = useLocationStatistics();
  const locality = stats.data?.find((l) => l.slug === location);
  const center = useMemo(
    () => (locality ? { latitude: locality.latitude, longitude: locality.longitude } : HYDERABAD_CENTRE),
    [locality],
  );
  const latitudeError = useFieldError('latitude');
  const longitudeError = useFieldError('longitude');
  const error = latitudeError ?? longitudeError;
  const [geoProblem, setGeoProblem] = useState<string | null>(null);
  const { _ } = useLingui();

  const place = useCallback(
    (lat: number, lon: number) => {
      const set = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
      setValue('latitude', round6(lat), set);
      setValue('longitude', round6(lon), set);
    },
    [setValue],
  );

  const distance = latitude !== null && longitude !== null ? kmFromHyderabad(latitude, longitude) : null;
  const errorId = error ? `${id}-error` : undefined;
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  return (
    <div>
      <p id={`${id}-how`} className="text-sm text-ink-700">
        {_('editor.location.pinHow')}
      </p>
      {/* isolate: Leaflet's panes use z-index 400–1000; keep them under the sticky header. */}
      <div className="isolate mt-2 h-72 overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 sm:h-80">
        <Suspense
          fallback={
            <p role="status" className="flex h-full items-center justify-center text-sm text-ink-600">
              {_('editor.location.loadingMap')}
            </p>
          }
        >
          <PinMap latitude={latitude} longitude={longitude} center={center} onPick={place} />
        </Suspense>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <CoordinateInput
          label={_('editor.location.latitude')}
          value={latitude}
          describedBy={errorId}
          invalid={Boolean(error)}
          onCommit={(v) => place(v, longitude ?? center.longitude)}
        />
        <CoordinateInput
          label={_('editor.location.longitude')}
          value={longitude}
          describedBy={errorId}
          invalid={Boolean(error)}
          onCommit={(v) => place(latitude ?? center.latitude, v)}
        />
      </div>
      {canLocate && (
        <button
          type="button"
          className="btn-secondary mt-3"
          onClick={() => {
            setGeoProblem(null);
            navigator.geolocation.getCurrentPosition(
              (position) => place(position.coords.latitude, position.coords.longitude),
              () => setGeoProblem(i18n._('editor.location.geoFailed')),
              { enableHighAccuracy: true, timeout: 15_000 },
            );
          }}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {_('editor.location.useMine')}
        </button>
      )}
      {geoProblem && <p className="field-error">{geoProblem}</p>}
      {distance !== null && (
        <p className="mt-2 text-sm text-ink-700" aria-live="polite">
          {_('editor.location.distance', { km: Math.round(distance), max: LIMITS.kmFromHyderabad })}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function CoordinateInput({
  label,
  value,
  describedBy,
  invalid,
  onCommit,
}: {
  label: string;
  value: number | null;
  describedBy?: string;
  invalid: boolean;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  // What is being typed, until the field is left; otherwise the pin's value.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const number = Number(draft.trim());
    if (draft.trim() !== '' && Number.isFinite(number)) onCommit(number);
    setDraft(null);
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input tabular-nums"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? (value === null ? '' : String(value))}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
