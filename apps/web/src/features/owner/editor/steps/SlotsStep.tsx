// Step 6: when the day slot starts (the night slot follows 12 hours later, as each half day is 12
// hours), and the gap the owner needs between one stay and the next.
import { useWatch } from 'react-hook-form';
import { HALF_DAY_HOURS } from '@/config/constants';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { SelectField, StepHeading } from '../fields';
import { LIMITS, nightSlotOf, type EditorValues } from '../form-model';
import '../messages';

const pad = (n: number) => String(n).padStart(2, '0');

/** "21:30" → "9:30 pm". */
export function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${suffix}`;
}

const SLOT_OPTIONS = Array.from({ length: 48 }, (_, i) => {
  const value = `${pad(Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`;
  return { value, label: `${value} (${clockLabel(value)})` };
});

function turnoverLabel(minutes: number): string {
  if (minutes === 0) return i18n._('editor.slots.none');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? i18n._('editor.slots.hours', { h }) : '', m ? i18n._('editor.slots.minutes', { m }) : '']
    .filter(Boolean)
    .join(' ');
}

/** Worded while rendering, in the active language. */
const turnoverOptions = () =>
  Array.from({ length: LIMITS.turnoverMinutes / 30 + 1 }, (_, i) => ({
    value: String(i * 30),
    label: turnoverLabel(i * 30),
  }));

export function SlotsStep() {
  const daySlot = useWatch<EditorValues, 'daySlot'>({ name: 'daySlot' });
  const night = nightSlotOf(daySlot);
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <StepHeading id="step-slots" intro={_('editor.slots.intro', { hours: HALF_DAY_HOURS })}>
        {_('owner.step.slots')}
      </StepHeading>
      <SelectField name="daySlot" label={_('editor.slots.dayStarts')} options={SLOT_OPTIONS} />
      <div className="rounded-xl bg-sand-100 p-3">
        <p className="text-sm text-ink-700">{_('editor.slots.nightStarts')}</p>
        <p className="font-semibold tabular-nums text-ink-900" aria-live="polite">
          {_('editor.slots.night', { time: night, clock: clockLabel(night), hours: HALF_DAY_HOURS })}
        </p>
      </div>
      <SelectField
        name="turnoverMinutes"
        label={_('editor.slots.turnover')}
        options={turnoverOptions()}
        hint={_('editor.slots.turnoverHint')}
      />
    </div>
  );
}
