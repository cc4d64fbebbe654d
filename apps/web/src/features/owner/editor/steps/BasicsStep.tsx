// Step 1: what guests see first. On the create page it also asks where the farmhouse is, since
// a listing cannot be created without its locality.
import { useWatch, type FieldPath } from 'react-hook-form';
import { useLingui } from '@/i18n/react';
import { formatINR } from '@/lib/format';
import { useEditor } from '../editor-context';
import { MoneyField, NumberField, SelectField, StepHeading, TextAreaField, TextField } from '../fields';
import { LIMITS, PROPERTY_TYPES, type EditorValues } from '../form-model';
import { LocalityFields, PinPicker } from './location-fields';
import '../messages';

/** What the first save (the create call) needs right. */
export const CREATE_FIELDS: FieldPath<EditorValues>[] = [
  'title',
  'propertyType',
  'maxGuests',
  'bedrooms',
  'bathrooms',
  'halfDayPrice',
  'location',
  'proposedLocality',
  'latitude',
  'description',
];

export function BasicsStep() {
  const { listing } = useEditor();
  const { _ } = useLingui();
  const mode = useWatch<EditorValues, 'localityMode'>({ name: 'localityMode' });
  return (
    <div className="flex flex-col gap-4">
      <StepHeading id="step-basics" intro={_('editor.basics.intro')}>
        {_('owner.step.basics')}
      </StepHeading>
      <TextField
        name="title"
        label={_('owner.field.title')}
        maxLength={LIMITS.title[1]}
        autoComplete="off"
        hint={_('editor.basics.titleHint', { min: LIMITS.title[0], max: LIMITS.title[1] })}
      />
      <SelectField
        name="propertyType"
        label={_('owner.field.propertyType')}
        options={PROPERTY_TYPES.map((type) => ({ value: type.value, label: _(type.label) }))}
      />
      {listing === null && (
        <>
          <LocalityFields />
          {mode === 'propose' && (
            <fieldset>
              <legend className="field-label">{_('owner.field.latitude')}</legend>
              <PinPicker />
            </fieldset>
          )}
        </>
      )}
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-3 min-[400px]:gap-3">
        <NumberField
          name="maxGuests"
          label={_('editor.basics.maxGuests')}
          hint={_('editor.basics.guestsHint', { min: LIMITS.guests[0], max: LIMITS.guests[1] })}
        />
        <NumberField name="bedrooms" label={_('owner.field.bedrooms')} />
        <NumberField name="bathrooms" label={_('owner.field.bathrooms')} />
      </div>
      <MoneyField
        name="halfDayPrice"
        label={_('editor.basics.halfDayPrice')}
        hint={_('editor.priceRange', { min: formatINR(LIMITS.price[0]), max: formatINR(LIMITS.price[1]) })}
      />
      <TextAreaField
        name="description"
        label={_('owner.field.description')}
        rows={6}
        maxChars={LIMITS.description[1]}
        hint={_('editor.basics.descriptionHint', { min: LIMITS.description[0] })}
      />
    </div>
  );
}
