// The month calendar (react-day-picker), in its own chunk. Each date shows whether its day slot and
// night slot are free; dates with no free slot, and past dates, cannot be picked.
import 'react-day-picker/style.css';
import { createContext, useContext, useMemo, type CSSProperties } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { hi, te } from 'react-day-picker/locale';
import { Moon, Sun } from 'lucide-react';
import clsx from 'clsx';
import type { AvailabilityDay, BookingType } from '@/types/api';
import { isDayFullyHeld } from '@/lib/stay/booking';
import { addMonths, formatLongDate, fromLocalDate, monthOf, toLocalDate } from '@/lib/stay/dates';
import { describeSlots, slotStatuses } from './slot-status';
import { i18n, toLanguage } from '@/i18n';
import { useLingui } from '@/i18n/react';
import '../../more-messages';

export interface AvailabilityCalendarProps {
  /** Visible month, `YYYY-MM`. */
  month: string;
  onMonthChange: (month: string) => void;
  /** `YYYY-MM-DD` in Asia/Kolkata. */
  today: string;
  days: Map<string, AvailabilityDay>;
  bookingType: BookingType;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Text for the calendar's live status line. */
  status: string;
}

/** How far ahead a guest can look. */
const MONTHS_AHEAD = 11;

const DaysContext = createContext<{ days: Map<string, AvailabilityDay>; bookingType: BookingType }>({
  days: new Map(),
  bookingType: 'half_day',
});

function SlotMark({ free, night }: { free: boolean; night?: boolean }) {
  const Icon = night ? Moon : Sun;
  return (
    <Icon
      aria-hidden="true"
      strokeWidth={2.5}
      className={clsx('size-3', free ? 'text-leaf-700' : 'text-ink-400 opacity-60')}
      fill={free ? 'currentColor' : 'none'}
    />
  );
}

/** A day button with two marks under the date: sun for the day slot, moon for the night slot. */
function SlotDayButton({ day, modifiers, children, className, ...buttonProps }: DayButtonProps) {
  const { days, bookingType } = useContext(DaysContext);
  const info = modifiers.outside ? undefined : days.get(fromLocalDate(day.date));
  const status = info ? slotStatuses(info, bookingType) : undefined;
  const past = Boolean(modifiers.past);
  return (
    <button {...buttonProps} className={clsx(className, 'flex flex-col items-center justify-center gap-0.5')}>
      <span className={clsx(status?.day === 'booked' && status.night === 'booked' && !past && 'line-through')}>
        {children}
      </span>
      {status && !past && (
        <span className="flex gap-0.5">
          <SlotMark free={status.day === 'free'} />
          <SlotMark free={status.night === 'free'} night />
        </span>
      )}
    </button>
  );
}

const components = { DayButton: SlotDayButton };

const rootStyle = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-today-color': 'var(--color-brand-700)',
  '--rdp-day-height': '3.25rem',
  '--rdp-day-width': 'min(2.875rem, calc((100vw - 4rem) / 7))',
  '--rdp-day_button-height': '3rem',
  '--rdp-day_button-width': 'min(2.75rem, calc((100vw - 4.5rem) / 7))',
  '--rdp-day_button-border-radius': '0.75rem',
  '--rdp-disabled-opacity': '0.45',
} as CSSProperties;

export default function AvailabilityCalendar({
  month,
  onMonthChange,
  today,
  days,
  bookingType,
  selected,
  onSelect,
  status,
}: AvailabilityCalendarProps) {
  const context = useMemo(() => ({ days, bookingType }), [days, bookingType]);
  // Month and weekday names in the active language (English keeps the picker's own default).
  const language = toLanguage(useLingui().i18n.locale);
  const locale = language === 'te' ? te : language === 'hi' ? hi : undefined;
  const firstMonth = monthOf(today);

  return (
    <DaysContext.Provider value={context}>
      <DayPicker
        mode="single"
        style={rootStyle}
        className="mx-auto w-fit text-ink-900"
        month={toLocalDate(`${month}-01`)}
        onMonthChange={(date) => onMonthChange(fromLocalDate(date).slice(0, 7))}
        startMonth={toLocalDate(`${firstMonth}-01`)}
        endMonth={toLocalDate(`${addMonths(firstMonth, MONTHS_AHEAD)}-01`)}
        today={toLocalDate(today)}
        selected={selected ? toLocalDate(selected) : undefined}
        onSelect={(date) => {
          if (date) onSelect(fromLocalDate(date));
        }}
        modifiers={{ past: { before: toLocalDate(today) } }}
        disabled={[
          { before: toLocalDate(today) },
          (date: Date) => isDayFullyHeld(days.get(fromLocalDate(date)), bookingType),
        ]}
        locale={locale}
        labels={{
          labelNext: () => i18n._('pm.nextMonth'),
          labelPrevious: () => i18n._('pm.prevMonth'),
          labelDayButton: (date, modifiers) => {
            const iso = fromLocalDate(date);
            const info = days.get(iso);
            const parts = [formatLongDate(iso)];
            if (modifiers.today) parts.push(i18n._('pm.today'));
            if (modifiers.past) parts.push(i18n._('pm.past'));
            else if (info) parts.push(describeSlots(info, bookingType));
            if (modifiers.selected) parts.push(i18n._('pm.selected'));
            return parts.join(', ');
          },
        }}
        components={components}
        footer={<span className="mt-3 block text-center text-sm text-ink-600">{status}</span>}
      />
    </DaysContext.Provider>
  );
}
