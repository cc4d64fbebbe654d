// Step 1: what guests see first. On the create page it also asks where the farmhouse is, since
// a listing cannot be created without its locality.
import { useWatch, type FieldPath } from 'react-hook-form';
import { useEditor } from '../editor-context';
import { MoneyField, NumberField, SelectField, StepHeading, TextAreaField, TextField } from '../fields';
import { LIMITS, PROPERTY_TYPES, type EditorValues } from '../form-model';
import { LocalityFields, PinPicker } from './location-fields';

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
  const mode = useWatch<EditorValues, 'localityMode'>({ name: 'localityMode' });
  return (
    <div className="flex flex-col gap-4">
      <StepHeading id="step-basics" intro="What guests see first in search and on your page.">
        Basics
      </StepHeading>
      <TextField
        name="title"
        label="Title"
        maxLength={LIMITS.title[1]}
        autoComplete="off"
        hint={`${LIMITS.title[0]} to ${LIMITS.title[1]} characters, e.g. Banyan Grove Farmhouse with pool`}
      />
      <SelectField name="propertyType" label="Type of place" options={PROPERTY_TYPES} />
      {listing === null && (
        <>
          <LocalityFields />
          {mode === 'propose' && (
            <fieldset>
              <legend className="field-label">Map pin</legend>
              <PinPicker />
            </fieldset>
          )}
        </>
      )}
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-3 min-[400px]:gap-3">
        <NumberField name="maxGuests" label="Maximum guests" hint={`${LIMITS.guests[0]} to ${LIMITS.guests[1]}`} />
        <NumberField name="bedrooms" label="Bedrooms" />
        <NumberField name="bathrooms" label="Bathrooms" />
      </div>
      <MoneyField name="halfDayPrice" label="Half-day price (12 hours)" hint="₹1,000 to ₹5,00,000" />
      <TextAreaField
        name="description"
        label="Description"
        rows={6}
        maxChars={LIMITS.description[1]}
        hint={`At least ${LIMITS.description[0]} characters before you submit: the setting, pool and lawns, rooms, what is nearby.`}
      />
    </div>
  );
}
