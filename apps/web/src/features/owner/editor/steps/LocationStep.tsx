// Step 2: the locality, the address guests drive to, and the pin on the map.
import { StepHeading, TextField } from '../fields';
import { LIMITS } from '../form-model';
import { LocalityFields, PinPicker } from './location-fields';

export function LocationStep() {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading id="step-location" intro="Guests find you by locality, and follow the address and pin on the day.">
        Location
      </StepHeading>
      <LocalityFields />
      <TextField
        name="address"
        label="Address"
        maxLength={LIMITS.address}
        autoComplete="street-address"
        hint="Survey number, road, village and PIN code, as guests will type it into their maps."
      />
      <fieldset>
        <legend className="field-label">Map pin</legend>
        <PinPicker />
      </fieldset>
    </div>
  );
}
