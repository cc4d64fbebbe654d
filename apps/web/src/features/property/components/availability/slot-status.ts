// Words for a date's slots, shared by the calendar's labels and its legend.
import type { AvailabilityDay, BookingType } from '@/types/api';
import { isSlotFree } from '@/lib/stay/booking';

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
  if (status.day === 'booked' && status.night === 'booked') return 'fully booked';
  return `day slot ${status.day}, night slot ${status.night}`;
}
