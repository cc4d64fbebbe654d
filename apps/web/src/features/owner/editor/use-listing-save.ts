// Auto-save of the listing editor (PRODUCT.md §9 "auto-save 3 s"; PRODUCT.md "Listings and their life"):
// the fields that changed are sent with the version last read, at most one request at a time,
// 3 s after the owner stops typing, or at once on blur and on a step change. Each answer's version
// is the next save's. A save refused as stale (409 STALE_EDIT) stops saving until the owner reloads
// the latest; refused fields wait until they change; network and server trouble is retried.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { AUTO_SAVE_MS } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { createListing, getOwnerListing, listingKeys, saveListing, storeListing } from '../api/listings';
import { ownerKeys } from '../api/owner';
import type { ListingFields, OwnerListing } from '../api/owner-types';
import { dashboardErrorText } from '../lib-errors';
import { i18n, messageId } from '@/i18n/catalogs';
import './messages';
import {
  changedFields,
  clientProblems,
  formPath,
  sameValue,
  toWire,
  valuesFromListing,
  wireKeyOf,
  WIRE_KEYS,
  type EditorValues,
  type Wire,
  type WireKey,
} from './form-model';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Network or server trouble: tried again by itself. */
  | { kind: 'retrying' }
  /** Changes held back by a field's problem (shown under the field). */
  | { kind: 'invalid'; fields: string[] }
  /** Another tab or device saved first: nothing is saved until the owner reloads. */
  | { kind: 'stale'; message: string }
  | { kind: 'failed'; message: string };

/** "This listing was changed in another tab or device. …", worded when shown. */
export const staleElsewhere = () => i18n._('editor.staleElsewhere');

/** First wait before saving again after network or server trouble; doubles up to the cap. */
const RETRY_FIRST_MS = 3_000;
const RETRY_MAX_MS = 30_000;

/** What a new listing is created with: the Basics step's fields and where it is. */
const CREATE_KEYS: WireKey[] = [
  'title',
  'description',
  'propertyType',
  'maxGuests',
  'bedrooms',
  'bathrooms',
  'halfDayPrice',
  'location',
  'proposedLocality',
  'latitude',
  'longitude',
];

/** Statuses whose edits wait for review; any other status's save must pass the submit checks. */
export function editsAwaitReview(listing: Pick<OwnerListing, 'status'> | null): boolean {
  return !listing || listing.status === 'draft' || listing.status === 'changes_requested';
}

function savedWireOf(listing: OwnerListing): Wire {
  return toWire(valuesFromListing(listing), listing.location);
}

interface Options {
  form: UseFormReturn<EditorValues>;
  /** The listing as last read; null while it is being created. */
  listing: OwnerListing | null;
  /** After the create call answered (the page moves to the listing's own address). */
  onCreated: (listing: OwnerListing) => void;
}

export function useListingSave({ form, listing, onCreated }: Options) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  /** Server messages by form path, until the field changes. */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const id = useRef<number | null>(listing?.id ?? null);
  const version = useRef<number>(listing?.version ?? 0);
  const saved = useRef<Wire | null>(listing ? savedWireOf(listing) : null);
  const filedLocation = useRef<string | null>(listing?.location ?? null);
  const strict = useRef(!editsAwaitReview(listing));
  /** Values the server refused, not sent again until they change. */
  const refused = useRef<Partial<Record<WireKey, unknown>>>({});
  const stale = useRef(false);
  const current = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryDelay = useRef(RETRY_FIRST_MS);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);
  useEffect(() => {
    strict.current = !editsAwaitReview(listing);
  }, [listing]);

  const wireNow = useCallback(() => toWire(form.getValues(), filedLocation.current), [form]);

  /** Fields typed but not saved (held back ones included). */
  const unsavedKeys = useCallback((): WireKey[] => {
    const wire = wireNow();
    if (!saved.current) {
      // Nothing created yet: anything typed in the Basics step is unsaved work.
      const blank = toWire(form.formState.defaultValues as EditorValues, null);
      return CREATE_KEYS.filter((key) => !sameValue(wire[key], blank[key]));
    }
    return WIRE_KEYS.filter((key) => !sameValue(wire[key], saved.current![key]));
  }, [form, wireNow]);

  const hasUnsaved = useCallback(() => current.current !== null || unsavedKeys().length > 0, [unsavedKeys]);

  const clearServerErrors = useCallback((keys: string[]) => {
    if (keys.length === 0) return;
    setServerErrors((errors) => {
      const next = { ...errors };
      let changed = false;
      for (const path of Object.keys(next)) {
        if (keys.includes(wireKeyOf(path) ?? path)) {
          delete next[path];
          changed = true;
        }
      }
      return changed ? next : errors;
    });
  }, []);

  /** What held-back fields remain after a save, for the status line. */
  const heldBack = useCallback(
    (blocked: Set<WireKey>): string[] => {
      const wire = wireNow();
      const base = saved.current;
      if (!base) return [];
      return WIRE_KEYS.filter(
        (key) =>
          !sameValue(wire[key], base[key]) &&
          (blocked.has(key) || (key in refused.current && sameValue(refused.current[key], wire[key]))),
      );
    },
    [wireNow],
  );

  /** A refused save: messages under the fields, and those values held until they change. */
  const refuse = useCallback((error: ApiError, sent: Partial<Wire>) => {
    const sentKeys = Object.keys(sent) as WireKey[];
    const messages: Record<string, string> = {};
    for (const [key, message] of Object.entries(error.fields)) messages[formPath(key)] = message;
    setServerErrors((errors) => ({ ...errors, ...messages }));
    const errorKeys = Object.keys(error.fields).map((key) => wireKeyOf(formPath(key)));
    // A message about a field not sent (the full-day price, after a lower half-day price) holds
    // back everything sent, so the same refused save is never repeated.
    const pinpointed = errorKeys.length > 0 && errorKeys.every((key) => key !== null && sentKeys.includes(key));
    const held = pinpointed ? (errorKeys as WireKey[]) : sentKeys;
    for (const key of held) refused.current[key] = sent[key];
    if (held.includes('latitude') || held.includes('longitude')) {
      refused.current.latitude = sent.latitude;
      refused.current.longitude = sent.longitude;
    }
    return held.length < sentKeys.length;
  }, []);

  const scheduleRetry = useCallback((run: () => void) => {
    clearTimeout(retryTimer.current);
    retryTimer.current = setTimeout(run, retryDelay.current);
    retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
  }, []);

  /** One request (or none); resolves whether to go on saving right away. */
  const saveOnce = useCallback(async (): Promise<'done' | 'again' | 'stop'> => {
    const values = form.getValues();
    const { blocked } = clientProblems(values, strict.current);
    const wire = toWire(values, filedLocation.current);

    if (id.current === null) {
      // Creating: only once every field the Basics step needs is right.
      if (CREATE_KEYS.some((key) => blocked.has(key))) return 'stop';
      const body: Partial<Wire> = {};
      for (const key of CREATE_KEYS) {
        const value = wire[key];
        if (value === null || value === '') continue;
        body[key] = value;
      }
      if (
        Object.keys(refused.current).length > 0 &&
        Object.entries(refused.current).every(([key, value]) => sameValue(body[key as WireKey], value))
      ) {
        return 'stop';
      }
      setState({ kind: 'saving' });
      try {
        const created = await createListing(body as ListingFields);
        // The server starts the pin on the locality: the map shows it from now on.
        if (values.latitude === null || values.longitude === null) {
          form.setValue('latitude', created.latitude);
          form.setValue('longitude', created.longitude);
        }
        id.current = created.id;
        version.current = created.version;
        filedLocation.current = created.location;
        saved.current = { ...savedWireOf(created), ...body };
        refused.current = {};
        retryDelay.current = RETRY_FIRST_MS;
        storeListing(queryClient, created);
        void queryClient.invalidateQueries({ queryKey: ownerKeys.properties, exact: true });
        setState({ kind: 'saved' });
        onCreatedRef.current(created);
        return 'again';
      } catch (error) {
        return failed(error, body, true);
      }
    }

    const base = saved.current!;
    const body = changedFields(wire, base, { blocked, refused: refused.current });
    if (Object.keys(body).length === 0) {
      const held = heldBack(blocked);
      setState((previous) =>
        held.length > 0
          ? { kind: 'invalid', fields: held }
          : previous.kind === 'pending' || previous.kind === 'invalid'
            ? { kind: 'saved' }
            : previous,
      );
      return 'done';
    }
    setState({ kind: 'saving' });
    try {
      const answer = await saveListing(id.current, { ...(body as ListingFields), version: version.current });
      version.current = answer.version;
      filedLocation.current = answer.location;
      // What was sent is what is saved (the server only tidies it the way toWire does).
      saved.current = { ...base, ...body };
      for (const key of Object.keys(body)) delete refused.current[key as WireKey];
      clearServerErrors(Object.keys(body));
      retryDelay.current = RETRY_FIRST_MS;
      storeListing(queryClient, answer);
      const held = heldBack(blocked);
      setState(held.length > 0 ? { kind: 'invalid', fields: held } : { kind: 'saved' });
      return 'done';
    } catch (error) {
      return failed(error, body, false);
    }

    function failed(error: unknown, sent: Partial<Wire>, creating: boolean): 'again' | 'stop' {
      if (error instanceof ApiError) {
        if (error.status === 409 && error.code === 'STALE_EDIT') {
          stale.current = true;
          setState({ kind: 'stale', message: error.message });
          return 'stop';
        }
        if (error.status === 400 || error.status === 422) {
          const rest = Object.keys(error.fields).length > 0 ? refuse(error, sent) : false;
          if (Object.keys(error.fields).length === 0) {
            for (const key of Object.keys(sent)) refused.current[key as WireKey] = sent[key as WireKey];
            setState({ kind: 'failed', message: error.message });
            return 'stop';
          }
          setState({ kind: 'invalid', fields: Object.keys(error.fields) });
          // The fields not refused go in the next request at once.
          return rest && !creating ? 'again' : 'stop';
        }
        if (error.status === 401 || error.status === 403 || error.status === 404) {
          setState({
            kind: 'failed',
            message:
              error.status === 404
                ? i18n._('editor.gone')
                : dashboardErrorText(error, messageId('owner.failed.saveChanges')),
          });
          return 'stop';
        }
      }
      // Offline, a timeout, a 5xx or a 429: try again by itself, a little later each time.
      setState({ kind: 'retrying' });
      scheduleRetry(() => void flushRef.current());
      return 'stop';
    }
  }, [form, queryClient, heldBack, refuse, clearServerErrors, scheduleRetry]);

  /** Saves now (or right after the request under way); resolves true when nothing is left unsaved. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    if (stale.current) return Promise.resolve(false);
    if (current.current) {
      again.current = true;
      return current.current;
    }
    clearTimeout(retryTimer.current);
    const run = async () => {
      try {
        for (;;) {
          again.current = false;
          const outcome = await saveOnce();
          if (outcome === 'stop') break;
          if (outcome === 'done' && !again.current) break;
        }
      } finally {
        current.current = null;
      }
      return !stale.current && unsavedKeys().length === 0;
    };
    current.current = run();
    return current.current;
  }, [saveOnce, unsavedKeys]);
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  // Every change restarts the 3 s pause; a changed field's server message goes.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) clearServerErrors([wireKeyOf(name) ?? name]);
      if (stale.current) return;
      setState((previous) =>
        previous.kind === 'retrying' || previous.kind === 'failed' || previous.kind === 'pending'
          ? previous
          : { kind: 'pending' },
      );
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flushRef.current(), AUTO_SAVE_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, clearServerErrors]);

  // Values carried over from the create page that are not saved yet go after the usual pause.
  useEffect(() => {
    if (saved.current && unsavedKeys().length > 0)
      timer.current = setTimeout(() => void flushRef.current(), AUTO_SAVE_MS);
    return () => {
      clearTimeout(timer.current);
      clearTimeout(retryTimer.current);
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A newer version read meanwhile (a poll, the realtime event) means someone else saved: when
  // their fields differ from ours, say so now rather than at the next save.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (id.current === null || !saved.current || stale.current || current.current) return;
      if (!sameValue(event.query.queryKey, listingKeys.detail(id.current))) return;
      const fresh = event.query.state.data as OwnerListing | undefined;
      if (!fresh || fresh.version <= version.current) return;
      const theirs = savedWireOf(fresh);
      if (WIRE_KEYS.every((key) => sameValue(theirs[key], saved.current![key]))) {
        version.current = fresh.version;
        return;
      }
      stale.current = true;
      clearTimeout(timer.current);
      setState({ kind: 'stale', message: staleElsewhere() });
    });
  }, [queryClient]);

  /** Drops the changes here and starts again from the listing as saved elsewhere. */
  const reloadLatest = useCallback(async () => {
    if (id.current === null) return;
    const latest = await queryClient.fetchQuery({
      queryKey: listingKeys.detail(id.current),
      queryFn: ({ signal }) => getOwnerListing(id.current!, signal),
      staleTime: 0,
    });
    clearTimeout(timer.current);
    clearTimeout(retryTimer.current);
    version.current = latest.version;
    filedLocation.current = latest.location;
    saved.current = savedWireOf(latest);
    refused.current = {};
    retryDelay.current = RETRY_FIRST_MS;
    stale.current = false;
    setServerErrors({});
    form.reset(valuesFromListing(latest));
    setState({ kind: 'idle' });
  }, [form, queryClient]);

  return useMemo(
    () => ({ state, serverErrors, flush, hasUnsaved, reloadLatest }),
    [state, serverErrors, flush, hasUnsaved, reloadLatest],
  );
}

export type ListingSave = ReturnType<typeof useListingSave>;
