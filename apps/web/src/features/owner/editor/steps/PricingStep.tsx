// Step 5: full-day and weekend prices, the cleaning fee, festival and season rules, and an example
// quote of the saved listing for a date the owner picks.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CirclePlus, Trash2 } from 'lucide-react';
import { Field, MoneyField, StepHeading, TextField, useFieldError } from '../fields';
import { EMPTY_RULE, LIMITS, type EditorValues } from '../form-model';
import { ExampleQuote } from './ExampleQuote';

export function PricingStep() {
  return (
    <div className="flex flex-col gap-5">
      <StepHeading id="step-pricing" intro="Your half-day price is in Basics. Everything here is optional.">
        Pricing
      </StepHeading>
      <MoneyField name="fullDayPrice" label="Full-day price (24 hours)" hint="Leave empty to offer half days only." />
      <fieldset className="flex flex-col gap-4">
        <legend className="font-semibold text-ink-900">Weekend prices</legend>
        <p className="-mt-2 text-sm text-ink-700">From Friday night to Sunday. Leave empty to charge the usual price.</p>
        <MoneyField name="weekendHalfDayPrice" label="Weekend half-day price" />
        <MoneyField name="weekendFullDayPrice" label="Weekend full-day price" />
      </fieldset>
      <MoneyField name="cleaningFee" label="Cleaning fee per stay" hint="₹0 to ₹50,000, added to every booking." />
      <PriceRules />
      <ExampleQuote />
    </div>
  );
}

function PriceRules() {
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'priceRules' });
  const listError = useFieldError('priceRules');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold text-ink-900">Festival and season prices</legend>
      <p className="-mt-1 text-sm text-ink-700">
        Dates with their own price, such as Diwali or New Year’s Eve: a price per slot, or a percentage on your usual price. Each date can
        have one rule.
      </p>
      {fields.map((field, index) => (
        <PriceRule key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      {listError && <p className="field-error">{listError}</p>}
      <button
        type="button"
        className="btn-secondary self-start"
        disabled={fields.length >= LIMITS.priceRules}
        onClick={() => append({ ...EMPTY_RULE }, { focusName: `priceRules.${fields.length}.label` })}
      >
        <CirclePlus aria-hidden="true" className="size-4" />
        Add a price rule
      </button>
    </fieldset>
  );
}

function PriceRule({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<EditorValues>();
  const [label, kind] = useWatch<EditorValues, [`priceRules.${number}.label`, `priceRules.${number}.kind`]>({
    name: [`priceRules.${index}.label`, `priceRules.${index}.kind`],
  });
  const name = label?.trim() || `Rule ${index + 1}`;
  const at = <K extends string>(field: K) => `priceRules.${index}.${field}` as const;
  return (
    <div role="group" aria-label={`Price rule ${index + 1}: ${name}`} className="rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-ink-900">{name}</p>
        <button type="button" className="btn-ghost -mr-2 -mt-2 px-3" aria-label={`Remove price rule ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </button>
      </div>
      <div className="mt-2 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <TextField name={at('label')} label="Name guests see" maxLength={60} className="min-[400px]:col-span-2" autoComplete="off" />
        <TextField name={at('from')} label="First date" type="date" />
        <TextField name={at('to')} label="Last date" type="date" />
      </div>
      <fieldset className="mt-3">
        <legend className="field-label">Price on these dates</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="price" className="size-5 accent-brand-700" {...register(at('kind'))} />
            Set prices
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="percent" className="size-5 accent-brand-700" {...register(at('kind'))} />
            Percentage change
          </label>
        </div>
      </fieldset>
      {kind === 'percent' ? (
        <Field name={at('percent')} label="Percentage on your usual price" hint="25 for a quarter more, −20 for a fifth less (−90 to 500).">
          {(control) => (
            <div className="relative">
              <input className="field-input pr-8 tabular-nums" inputMode="text" autoComplete="off" {...control} {...register(at('percent'))} />
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-600">
                %
              </span>
            </div>
          )}
        </Field>
      ) : (
        <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          <MoneyField name={at('halfDayPrice')} label="Half-day price" />
          <MoneyField name={at('fullDayPrice')} label="Full-day price" hint="Optional" />
        </div>
      )}
    </div>
  );
}
