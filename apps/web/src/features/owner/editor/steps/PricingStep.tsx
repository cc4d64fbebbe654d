// Step 5: full-day and weekend prices, the cleaning fee, festival and season rules, and an example
// quote of the saved listing for a date the owner picks.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CirclePlus, Trash2 } from 'lucide-react';
import { useLingui } from '@/i18n/react';
import { formatINR } from '@/lib/format';
import { Field, MoneyField, NumberField, SelectField, StepHeading, TextField, useFieldError } from '../fields';
import { EMPTY_RULE, LIMITS, type EditorValues } from '../form-model';
import { ExampleQuote } from './ExampleQuote';
import '../messages';

/** How guests pay: everything at booking, or an advance now and the balance before the stay. */
function PaymentPlan() {
  const { _ } = useLingui();
  const advance = useWatch<EditorValues, 'advancePercent'>({ name: 'advancePercent' });
  const planned = (advance ?? '0').trim() !== '0' && advance?.trim() !== '';
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="font-semibold text-ink-900">{_('editor.pricing.plan')}</legend>
      <NumberField
        name="advancePercent"
        label={_('editor.pricing.advance')}
        hint={_('editor.pricing.advanceHint', { min: LIMITS.advancePercent[0], max: LIMITS.advancePercent[1] })}
      />
      {planned && (
        <>
          <NumberField
            name="balanceDueDays"
            label={_('editor.pricing.balanceDays')}
            hint={_('editor.pricing.balanceDaysHint', {
              min: LIMITS.balanceDueDays[0],
              max: LIMITS.balanceDueDays[1],
            })}
          />
          <SelectField
            name="balanceMethod"
            label={_('editor.pricing.balanceMethod')}
            options={[
              { value: 'online', label: _('editor.pricing.balanceOnline') },
              { value: 'cash', label: _('editor.pricing.balanceCash') },
            ]}
          />
        </>
      )}
    </fieldset>
  );
}

export function PricingStep() {
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-5">
      <StepHeading id="step-pricing" intro={_('editor.pricing.intro')}>
        {_('owner.step.pricing')}
      </StepHeading>
      <MoneyField name="fullDayPrice" label={_('editor.pricing.fullDay')} hint={_('editor.pricing.fullDayHint')} />
      <fieldset className="flex flex-col gap-4">
        <legend className="font-semibold text-ink-900">{_('editor.pricing.weekend')}</legend>
        <p className="-mt-2 text-sm text-ink-700">{_('editor.pricing.weekendText')}</p>
        <MoneyField name="weekendHalfDayPrice" label={_('owner.field.weekendHalfDayPrice')} />
        <MoneyField name="weekendFullDayPrice" label={_('owner.field.weekendFullDayPrice')} />
      </fieldset>
      <MoneyField
        name="cleaningFee"
        label={_('editor.pricing.cleaning')}
        hint={_('editor.pricing.cleaningHint', { min: formatINR(0), max: formatINR(LIMITS.cleaningFee) })}
      />
      <MoneyField
        name="securityDeposit"
        label={_('editor.pricing.deposit')}
        hint={_('editor.pricing.depositHint', { min: formatINR(0), max: formatINR(LIMITS.securityDeposit) })}
      />
      <PaymentPlan />
      <PriceRules />
      <ExampleQuote />
    </div>
  );
}

function PriceRules() {
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'priceRules' });
  const listError = useFieldError('priceRules');
  const { _ } = useLingui();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold text-ink-900">{_('owner.field.priceRules')}</legend>
      <p className="-mt-1 text-sm text-ink-700">{_('editor.pricing.rulesText')}</p>
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
        {_('editor.pricing.addRule')}
      </button>
    </fieldset>
  );
}

function PriceRule({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<EditorValues>();
  const [label, kind] = useWatch<EditorValues, [`priceRules.${number}.label`, `priceRules.${number}.kind`]>({
    name: [`priceRules.${index}.label`, `priceRules.${index}.kind`],
  });
  const { _ } = useLingui();
  const name = label?.trim() || _('editor.rule.ruleNumber', { number: index + 1 });
  const at = <K extends string>(field: K) => `priceRules.${index}.${field}` as const;
  return (
    <div
      role="group"
      aria-label={_('editor.pricing.ruleLabel', { number: index + 1, name })}
      className="rounded-2xl border border-sand-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-ink-900">{name}</p>
        <button
          type="button"
          className="btn-ghost -mr-2 -mt-2 px-3"
          aria-label={_('editor.pricing.removeRule', { name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {_('editor.remove')}
        </button>
      </div>
      <div className="mt-2 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <TextField
          name={at('label')}
          label={_('editor.pricing.ruleName')}
          maxLength={60}
          className="min-[400px]:col-span-2"
          autoComplete="off"
        />
        <TextField name={at('from')} label={_('editor.pricing.firstDate')} type="date" />
        <TextField name={at('to')} label={_('editor.pricing.lastDate')} type="date" />
      </div>
      <fieldset className="mt-3">
        <legend className="field-label">{_('editor.pricing.priceOnDates')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="price" className="size-5 accent-brand-700" {...register(at('kind'))} />
            {_('editor.pricing.setPrices')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="percent" className="size-5 accent-brand-700" {...register(at('kind'))} />
            {_('editor.pricing.percentChange')}
          </label>
        </div>
      </fieldset>
      {kind === 'percent' ? (
        <Field name={at('percent')} label={_('editor.pricing.percent')} hint={_('editor.pricing.percentHint')}>
          {(control) => (
            <div className="relative">
              <input
                className="field-input pr-8 tabular-nums"
                inputMode="text"
                autoComplete="off"
                {...control}
                {...register(at('percent'))}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-600"
              >
                %
              </span>
            </div>
          )}
        </Field>
      ) : (
        <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          <MoneyField name={at('halfDayPrice')} label={_('owner.field.halfDayPrice')} />
          <MoneyField name={at('fullDayPrice')} label={_('owner.field.fullDayPrice')} hint={_('editor.optional')} />
        </div>
      )}
    </div>
  );
}
