// Step 4: what the place offers (the catalogue's amenities), the house rules and check-in notes.
import { useFormContext } from 'react-hook-form';
import { useCatalogueFilters } from '@/features/catalogue';
import { useLingui } from '@/i18n/react';
import { amenityOption } from '@/lib/amenity-names';
import { useEditor } from '../editor-context';
import { StepHeading, TextAreaField, useFieldError } from '../fields';
import { LIMITS, type EditorValues } from '../form-model';
import '../messages';

export function AmenitiesStep() {
  const { register } = useFormContext<EditorValues>();
  const filters = useCatalogueFilters();
  const { listing } = useEditor();
  const error = useFieldError('amenities');
  const { _ } = useLingui();
  const known = filters.data?.amenities ?? [];
  // Amenities the listing has that the catalogue no longer offers stay visible, so they can be unticked.
  const extra = (listing?.amenities ?? [])
    .filter((slug) => !known.some((a) => a.slug === slug))
    .map((slug) => ({ slug, name: slug }));
  const amenities = [...known, ...extra];

  return (
    <div className="flex flex-col gap-5">
      <StepHeading id="step-amenities" intro={_('editor.amenities.intro')}>
        {_('owner.step.amenities')}
      </StepHeading>
      <fieldset aria-describedby={error ? 'amenities-error' : undefined}>
        <legend className="field-label">{_('owner.field.amenities')}</legend>
        {filters.isError ? (
          <div role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
            <p className="font-semibold">{_('editor.amenities.failed')}</p>
            <button type="button" className="btn-secondary mt-2" onClick={() => void filters.refetch()}>
              {_('editor.tryAgain')}
            </button>
          </div>
        ) : filters.isPending ? (
          <div role="status" className="skeleton h-40 w-full">
            <span className="sr-only">{_('editor.amenities.loading')}</span>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
            {amenities.map((amenity) => (
              <li key={amenity.slug}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    value={amenity.slug}
                    className="size-5 accent-brand-700"
                    {...register('amenities')}
                  />
                  <span className="text-ink-900">{amenityOption(amenity)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p id="amenities-error" className="field-error">
            {error}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="houseRules"
        label={_('owner.field.houseRules')}
        rows={6}
        maxChars={LIMITS.houseRules}
        hint={_('editor.amenities.rulesHint')}
      />
      <TextAreaField
        name="checkInNotes"
        label={_('owner.field.checkInNotes')}
        rows={4}
        maxChars={LIMITS.checkInNotes}
        hint={_('editor.amenities.notesHint')}
      />
    </div>
  );
}
