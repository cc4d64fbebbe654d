// /owner/property/create and /owner/property/edit/{id} (owners only): the listing editor, one step
// at a time, phone first. Creating posts the Basics once its required fields are right and moves
// to the listing's own address (so a reload resumes); from then on changes save themselves.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MoveRight } from 'lucide-react';
import { ownerPaths, type ListingStepId } from '@/config/owner-paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { useOwnerListing } from '../api/listings';
import type { OwnerListing } from '../api/owner-types';
import { dashboardErrorText } from '../lib-errors';
import { useListingActions } from '../listings/use-listing-actions';
import { EditorContext, type Editor } from './editor-context';
import { stepOfField } from './field-meta';
import { editorSchema, emptyValues, valuesFromListing, type EditorValues } from './form-model';
import { LeaveGuard } from './LeaveGuard';
import { PreviewLink } from './PreviewLink';
import { SaveStatus, StaleBanner } from './SaveStatus';
import { StatusPanel } from './StatusPanel';
import { StepNav } from './StepNav';
import { nextStep, parseStep, previousStep, stepLabel } from './steps';
import { editsAwaitReview, useListingSave } from './use-listing-save';
import { usePhotoUploads } from './use-photo-uploads';
import { BasicsStep, CREATE_FIELDS } from './steps/BasicsStep';
import { AmenitiesStep } from './steps/AmenitiesStep';
import { CalendarStep } from './steps/CalendarStep';
import { LocationStep } from './steps/LocationStep';
import { PhotosStep } from './steps/PhotosStep';
import { PricingStep } from './steps/PricingStep';
import { ReviewStep } from './steps/ReviewStep';
import { SlotsStep } from './steps/SlotsStep';
import './messages';

export default function ListingEditorPage() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const query = useOwnerListing(valid ? id : null);
  const { _ } = useLingui();
  useDocumentTitle(id === null ? _('editor.newTitle') : _('editor.editTitle'));

  if (!valid || (query.error instanceof ApiError && query.error.isNotFound)) {
    return (
      <Frame>
        <h1 className="font-display text-2xl font-semibold text-ink-900">{_('editor.notFound')}</h1>
        <p className="mt-2 text-ink-700">{_('editor.notFoundText')}</p>
      </Frame>
    );
  }
  if (id !== null && !query.data) {
    if (query.isError) {
      return (
        <Frame>
          <p role="alert" className="rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
            {dashboardErrorText(query.error, messageId('owner.failed.loadListing'))}
          </p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void query.refetch()}>
            {_('editor.tryAgain')}
          </button>
        </Frame>
      );
    }
    return (
      <Frame>
        <div role="status">
          <span className="sr-only">{_('editor.loading')}</span>
          <div className="skeleton h-9 w-2/3" />
          <div className="skeleton mt-6 h-64 w-full" />
        </div>
      </Frame>
    );
  }
  return <ListingEditor listing={query.data ?? null} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { _ } = useLingui();
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Link
        to={ownerPaths.dashboard}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {_('editor.backToDashboard')}
      </Link>
      {children}
    </div>
  );
}

/** Values the create page had typed, carried to the edit address in case the page remounts. */
interface CarriedState {
  values?: EditorValues;
}

function ListingEditor({ listing }: { listing: OwnerListing | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { _ } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = listing === null;
  const step: ListingStepId = creating ? 'basics' : parseStep(searchParams.get('step'));

  const [defaults] = useState<EditorValues>(
    () => (location.state as CarriedState | null)?.values ?? (listing ? valuesFromListing(listing) : emptyValues()),
  );
  const strict = !editsAwaitReview(listing);
  const resolver = useMemo(() => zodResolver(editorSchema(strict)), [strict]);
  const form = useForm<EditorValues>({ defaultValues: defaults, resolver, mode: 'onTouched' });

  // Continue on the create page names the step to open once the listing exists.
  const afterCreate = useRef<ListingStepId>('basics');
  const createdId = useRef<number | null>(null);
  const moving = useRef(false);
  const moveTo = useCallback(
    (id: number, step: ListingStepId) => {
      moving.current = true;
      navigate(ownerPaths.editListing(id, step), {
        replace: true,
        state: { values: form.getValues() } satisfies CarriedState,
      });
    },
    [navigate, form],
  );
  const onCreated = useCallback(
    (created: OwnerListing) => {
      createdId.current = created.id;
      moveTo(created.id, afterCreate.current);
    },
    [moveTo],
  );
  useEffect(() => {
    moving.current = false;
  }, [location]);

  const save = useListingSave({ form, listing, onCreated });
  const uploads = usePhotoUploads(listing?.id ?? null, listing?.photos.length ?? 0);
  const actions = useListingActions();

  const goToStep = useCallback(
    (next: ListingStepId) => {
      void save.flush();
      setSearchParams({ step: next });
    },
    [save, setSearchParams],
  );

  // A new step's heading takes focus (not on arrival: the page's own heading leads then).
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    document.getElementById(`step-${step}`)?.focus();
  }, [step]);

  const needsWork = useMemo(() => new Set(Object.keys(listing?.missing ?? {}).map(stepOfField)), [listing?.missing]);
  const editor = useMemo<Editor>(() => ({ listing, save, uploads, goToStep }), [listing, save, uploads, goToStep]);

  async function onContinue() {
    const next = nextStep(step);
    if (!creating) {
      if (next) goToStep(next);
      return;
    }
    // The first save creates the listing: every field it needs must be right.
    afterCreate.current = 'location';
    const ok = await form.trigger(CREATE_FIELDS, { shouldFocus: true });
    if (!ok) {
      afterCreate.current = 'basics';
      return;
    }
    await save.flush();
    // Leaving the last field may have created it a moment before this click: open the next step.
    if (createdId.current !== null) moveTo(createdId.current, 'location');
  }

  const previous = previousStep(step);
  const following = nextStep(step);
  const title = listing?.title || _('editor.untitled');

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Link
        to={ownerPaths.dashboard}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {_('editor.backToDashboard')}
      </Link>
      <h1 className="font-display text-2xl font-semibold break-words text-ink-900 sm:text-3xl">
        {creating ? _('editor.newTitle') : _('editor.editHeading', { title })}
      </h1>
      {listing && (
        <StatusPanel
          listing={listing}
          publishing={actions.busy?.id === listing.id}
          onPublish={() => void actions.run(listing.id, 'publish')}
        >
          <PreviewLink id={listing.id} flush={save.flush} />
        </StatusPanel>
      )}
      {creating && <p className="mt-2 text-ink-700">{_('editor.createIntro')}</p>}
      <div className="mt-3">
        <SaveStatus state={save.state} onGoTo={goToStep} />
      </div>
      {save.state.kind === 'stale' && <StaleBanner message={save.state.message} onReload={save.reloadLatest} />}

      <StepNav current={step} enabled={(s) => !creating || s === 'basics'} needsWork={needsWork} onSelect={goToStep} />

      <FormProvider {...form}>
        <EditorContext.Provider value={editor}>
          {/* Leaving any field saves what changed (PRODUCT.md §9 auto-save, and on blur). */}
          <section
            aria-labelledby={`step-${step}`}
            className="mt-6"
            onBlur={() => {
              if (!creating || form.formState.isDirty) void save.flush();
            }}
          >
            {step === 'basics' && <BasicsStep />}
            {step === 'location' && <LocationStep />}
            {step === 'photos' && <PhotosStep />}
            {step === 'amenities' && <AmenitiesStep />}
            {step === 'pricing' && <PricingStep />}
            {step === 'slots' && <SlotsStep />}
            {step === 'calendar' && <CalendarStep />}
            {step === 'review' && <ReviewStep />}
          </section>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-4">
            {previous && !creating ? (
              <button type="button" className="btn-ghost" onClick={() => goToStep(previous)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {stepLabel(previous)}
              </button>
            ) : (
              <span />
            )}
            {following && (
              <button type="button" className="btn-primary" onClick={() => void onContinue()}>
                {_('editor.continueTo', { step: stepLabel(following) })}
                <MoveRight aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
        </EditorContext.Provider>
      </FormProvider>

      <LeaveGuard
        hasUnsaved={() => save.hasUnsaved() || uploads.busy}
        flush={save.flush}
        allowed={() => moving.current}
      />
    </div>
  );
}
