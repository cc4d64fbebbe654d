// Realistic API data for the property, booking and owner tests (shapes of docs/API.md).
import type { Availability, AvailabilityDay, Photo, Property, Quote, QuoteRequest, Review } from '@/types/api';

export function photo(n: number): Photo {
  return {
    url: `/uploads/properties/12/${n}-1200.jpg`,
    width: 1200,
    height: 800,
    alt: `Banyan Grove photo ${n}`,
    variants: [
      { url: `/uploads/properties/12/${n}-480.jpg`, width: 480, height: 320, format: 'jpeg' },
      { url: `/uploads/properties/12/${n}-1200.jpg`, width: 1200, height: 800, format: 'jpeg' },
    ],
  };
}

export function makeProperty(overrides: Partial<Property> = {}): Property {
  const photos = [1, 2, 3, 4, 5].map(photo);
  return {
    id: 12,
    slug: 'banyan-grove-farmhouse-moinabad',
    title: 'Banyan Grove Farmhouse',
    location: 'Moinabad',
    locationSlug: 'moinabad',
    description:
      'A shaded three-bedroom farmhouse among mango and banyan trees.\n\nThe lawn fits a cricket match and the pool is lit at night.',
    propertyType: 'farmhouse',
    images: photos.map((p) => p.url),
    photos,
    halfDayPrice: 8500,
    fullDayPrice: 14000,
    cleaningFee: 800,
    securityDeposit: 0,
    amenities: ['Swimming pool', 'Lawn', 'Bonfire', 'Wi-Fi', 'Parking'],
    bedrooms: 3,
    bathrooms: 3,
    maxGuests: 20,
    latitude: 17.3231,
    longitude: 78.2661,
    address: 'Survey No. 112, Aziz Nagar Road, Moinabad, Telangana 500075',
    distanceKm: 27.4,
    ownerFirstName: 'Ravi',
    rating: { average: 4.6, count: 11, distribution: { '1': 0, '2': 1, '3': 1, '4': 3, '5': 6 } },
    slots: { day: '09:00', night: '21:00' },
    checkInNotes: 'The caretaker Raju meets you at the gate.',
    houseRules: ['No loud music after 22:00', 'No pets'],
    ...overrides,
  };
}

export function availabilityDay(date: string, free: { day: boolean; night: boolean }, fullDay = free): AvailabilityDay {
  return {
    date,
    slots: [
      { slot: 'day', start: `${date}T09:00:00+05:30`, halfDay: free.day, fullDay: fullDay.day },
      { slot: 'night', start: `${date}T21:00:00+05:30`, halfDay: free.night, fullDay: fullDay.night },
    ],
  };
}

/** Every date from `from` to `to` free, except the overrides. */
export function makeAvailability(
  from: string,
  to: string,
  overrides: Record<string, { day: boolean; night: boolean }> = {},
): Availability {
  const days: AvailabilityDay[] = [];
  for (let d = new Date(`${from}T12:00:00Z`); d <= new Date(`${to}T12:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    days.push(availabilityDay(date, overrides[date] ?? { day: true, night: true }));
  }
  return { propertyId: 12, timezone: 'Asia/Kolkata', days };
}

/** A quote priced like the server would: base, optional FIRST500, cleaning fee, 18% GST. */
export function makeQuote(request: QuoteRequest, available = true): Quote {
  const days = request.bookingType === 'full_day' ? (request.days ?? 1) : 1;
  const base = request.bookingType === 'full_day' ? 14000 * days : 8500;
  const lines: Quote['lines'] = [
    { kind: 'base', label: request.bookingType === 'full_day' ? `Full day × ${days}` : 'Half day', amount: base },
  ];
  let subtotal = base;
  if (request.couponCode === 'FIRST500') {
    lines.push({ kind: 'discount', code: 'FIRST500', label: 'FIRST500 — first booking offer', amount: -500 });
    subtotal -= 500;
  }
  lines.push({ kind: 'fee', label: 'Cleaning fee', amount: 800 });
  subtotal += 800;
  const tax = Math.round(subtotal * 0.18);
  lines.push({ kind: 'tax', label: 'GST 18%', amount: tax });
  const hours = request.bookingType === 'full_day' ? 24 * days : 12;
  const end = new Date(new Date(request.start).getTime() + hours * 3_600_000).toISOString();
  return {
    bookingType: request.bookingType,
    start: request.start,
    end,
    days,
    guests: request.guests,
    available,
    lines,
    total: subtotal + tax,
    securityDeposit: 0,
    couponNote: null,
    currency: 'INR',
  };
}

export function makeReviews(count: number): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    userName: `Guest ${i + 1}`,
    rating: 5 - (i % 3),
    comment: `Review number ${i + 1}: lovely lawn and a clean pool.`,
    createdAt: `2026-10-${String(28 - i).padStart(2, '0')}T14:10:00+05:30`,
  }));
}
