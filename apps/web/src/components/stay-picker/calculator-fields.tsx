// Inputs of the price calculator and the booking form: a start-time option (day or night slot)
// and the guest stepper.
import { useState } from 'react';
import { Minus, Moon, Plus, Sun } from 'lucide-react';
import clsx from 'clsx';
import type { SlotName } from '@/types/api';
import { useLingui } from '@/i18n/react';
import './messages';

export const segment =
  'flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-2 text-center text-sm transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600';
export const segmentOn = 'border-brand-700 bg-brand-50 font-semibold text-brand-800';
export const segmentOff = 'border-sand-300 bg-white text-ink-700 hover:border-brand-300';
export const segmentDisabled = 'cursor-not-allowed border-sand-200 bg-sand-100 text-ink-500';

export function SlotOption({
  slot,
  time,
  name,
  checked,
  free,
  known,
  onSelect,
}: {
  slot: SlotName;
  time: string;
  name: string;
  checked: boolean;
  free: boolean;
  known: boolean;
  onSelect: () => void;
}) {
  const { _ } = useLingui();
  const Icon = slot === 'day' ? Sun : Moon;
  const label = slot === 'day' ? _('s.day') : _('s.night');
  const status = known ? (free ? _('s.free') : _('s.booked')) : '';
  return (
    <label className={clsx(segment, !free ? segmentDisabled : checked ? segmentOn : segmentOff)}>
      <input
        type="radio"
        name={name}
        value={slot}
        className="sr-only"
        checked={checked}
        disabled={!free}
        onChange={onSelect}
        aria-label={known ? _('s.slotAria', { label, time, status }) : _('s.slotAriaNo', { label, time })}
      />
      <span className="flex items-center gap-1.5 font-semibold">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </span>
      <span className="text-xs font-normal">
        {_('s.from', { time })}
        {known && <> · {status}</>}
      </span>
    </label>
  );
}

export function GuestStepper({
  id,
  value,
  max,
  onChange,
}: {
  id: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  // The field's text follows a new value from outside (a step button, a clamp, a reset); in
  // between it may hold what is being typed. Adjusted during render when the value changes.
  const { _ } = useLingui();
  const [text, setText] = useState(String(value));
  const [textOf, setTextOf] = useState(value);
  if (value !== textOf) {
    setTextOf(value);
    setText(String(value));
  }
  const clamp = (n: number) => Math.max(1, Math.min(max, Math.round(n)));
  const stepButton =
    'flex size-11 shrink-0 items-center justify-center rounded-full border border-sand-300 bg-white text-ink-900 hover:border-brand-300 disabled:opacity-40';

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {_('s.guests')}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={_('s.fewer')}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          className="field-input w-16 px-1 text-center tabular-nums"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const n = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(n)) onChange(clamp(n));
          }}
          onBlur={() => setText(String(value))}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={_('s.more')}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
        {_('s.upTo', { max })}
      </p>
    </div>
  );
}
