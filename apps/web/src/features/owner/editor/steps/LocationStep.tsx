// Step 2: the locality, the address guests drive to, and the pin on the map.
import { useLingui } from '@/i18n/react';
import { StepHeading, TextField } from '../fields';
import { LIMITS } from '../form-model';
import { LocalityFields, PinPicker } from './location-fields';
import '../messages';

export function LocationStep() {
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <StepHeading id="step-location" intro={_('editor.location.intro')}>
        {_('owner.step.location')}
      </StepHeading>
      <LocalityFields />
      <TextField
        name="address"
        label={_('owner.field.address')}
        maxLength={LIMITS.address}
        autoComplete="street-address"
        hint={_('editor.location.addressHint')}
      />
      <fieldset>
        <legend className="field-label">{_('owner.field.latitude')}</legend>
        <PinPicker />
      </fieldset>
    </div>
  );
}
