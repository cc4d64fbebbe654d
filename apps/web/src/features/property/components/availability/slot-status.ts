// Words for a date's slots, shared by the calendar's labels and its legend.
import type { AvailabilityDay, BookingType } from '@/types/api';
import { isSlotFree } from '@/lib/stay/booking';
import { i18n } from '@/i18n';
import '../../more-messages';

export type SlotStatus = 'free' | 'booked';

export function slotStatuses(day: AvailabilityDay, bookingType: BookingType): { day: SlotStatus; night: SlotStatus } {
  return {
    day: isSlotFree(day, 'day', bookingType) ? 'free' : 'booked',
    night: isSlotFree(day, 'night', bookingType) ? 'free' : 'booked',
  };
}

/** "day slot free, night slot booked", or "fully booked". */
export function describeSlots(day: AvailabilityDay, bookingType: BookingType): string {
  const status = slotStatuses(day, bookingType);
  if (status.day === 'booked' && status.night === 'booked') return i18n._('pm.full');
  const word = (slot: SlotStatus) => (slot === 'free' ? i18n._('pm.free') : i18n._('pm.booked'));
  return i18n._('pm.slots', { day: word(status.day), night: word(status.night) });
}
