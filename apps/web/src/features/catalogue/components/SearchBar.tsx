// The search bar (PRODUCT.md §3 "Search submission"): location, check-in, check-out, guests and half or
// full day. Native date inputs keep the date-picker library off the home page. The location field
// suggests localities and farmhouses as one types (instant search, ./location-combobox); a picked
// or typed locality name is searched by its slug, other text as typed.
import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { CalendarDays, MapPin, Search, Users } from 'lucide-react';
import { useLocationStatistics } from '../api/get-location-statistics';
import { MAX_GUESTS, MIN_GUESTS } from '@/config/constants';
import { addDays, todayInKolkata } from '@/lib/format';
import { track } from '@/lib/analytics';
import type { BookingType } from '@/types/api';
import {
  BOOKING_TYPE_OPTIONS,
  validateSubmission,
  type SearchFieldErrors,
  type SearchSubmission,
} from '../search-state';
import { LocationCombobox } from './location-combobox/LocationCombobox';
import { useLingui } from '@/i18n/react';
import '../browse-messages';
import { locationText, resolveLocation, type PickedLocality } from './location-combobox/options';

export interface SearchBarProps {
  initial: SearchSubmission;
  /** Field errors from the server (400 VALIDATION_FAILED), shown next to their fields. */
  serverErrors?: SearchFieldErrors;
  onSearch: (values: SearchSubmission) => void;
  /** "hero" sits on the home page photo; "panel" heads the search and location pages. */
  variant?: 'hero' | 'panel';
  /** Today in Asia/Kolkata (injectable for tests). */
  today?: string;
}

type FieldName = 'location' | 'checkIn' | 'checkOut' | 'guests' | 'bookingType';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

export function SearchBar({ initial, serverErrors, onSearch, variant = 'panel', today }: SearchBarProps) {
  const id = useId();
  const todayDate = today ?? todayInKolkata();
  const stats = useLocationStatistics();

  const localities = stats.data ?? [];
  // Null until the guest types: the field shows the search's location (a slug shows as its name).
  const { _ } = useLingui();
  const [typedLocation, setTypedLocation] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedLocality | null>(null);
  const location = typedLocation ?? locationText(initial.location, localities);
  const [checkIn, setCheckIn] = useState(initial.checkIn);
  const [checkOut, setCheckOut] = useState(initial.checkOut);
  const [guests, setGuests] = useState(initial.guests === null ? '' : String(initial.guests));
  const [bookingType, setBookingType] = useState<BookingType | ''>(initial.bookingType ?? '');
  const [clientErrors, setClientErrors] = useState<SearchFieldErrors>({});
  const [showServerErrors, setShowServerErrors] = useState(true);

  const errors: SearchFieldErrors = { ...(showServerErrors ? serverErrors : {}), ...clientErrors };
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const describe = (name: FieldName, hint?: string) =>
    [errors[name] ? errorId(name) : null, hint].filter(Boolean).join(' ') || undefined;

  const isHalfDay = bookingType === 'half_day';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsedGuests = guests.trim() === '' ? null : Number(guests);
    const values: SearchSubmission = {
      location: resolveLocation(location, picked, localities),
      checkIn,
      checkOut: isHalfDay ? '' : checkOut,
      guests: parsedGuests !== null && Number.isFinite(parsedGuests) ? Math.trunc(parsedGuests) : null,
      bookingType: bookingType || null,
    };
    const problems = validateSubmission(values, todayDate);
    if (guests.trim() !== '' && values.guests === null) problems.guests = _('b.enterGuests');
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) {
      const first = (['location', 'checkIn', 'checkOut', 'guests', 'bookingType'] as const).find(
        (name) => problems[name],
      );
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setShowServerErrors(true);
    track('search_submitted', values);
    onSearch(values);
  };

  const clearError = (name: FieldName) => {
    if (clientErrors[name]) setClientErrors(({ [name]: _removed, ...rest }) => rest);
    if (serverErrors?.[name]) setShowServerErrors(false);
  };

  const labelClass = clsx('field-label flex items-center gap-1.5', variant === 'hero' && 'text-ink-900');

  return (
    <form
      role="search"
      aria-label={_('b.searchAria')}
      noValidate
      onSubmit={onSubmit}
      className={clsx(
        'grid gap-3 rounded-3xl bg-white p-4 shadow-lg ring-1 ring-sand-200 sm:grid-cols-2 sm:p-5',
        'lg:grid-cols-[1.6fr_1fr_1fr_0.6fr_1.3fr_auto] lg:items-start',
      )}
    >
      <div>
        <label htmlFor={fieldId('location')} className={labelClass}>
          <MapPin aria-hidden="true" className="size-4 text-brand-700" />
          {_('b.location')}
        </label>
        <LocationCombobox
          id={fieldId('location')}
          value={location}
          placeholder={_('b.anywhere')}
          localities={localities}
          onChange={(text) => {
            setTypedLocation(text);
            clearError('location');
          }}
          onPickLocality={(locality) => {
            setTypedLocation(locality.name);
            setPicked(locality);
            clearError('location');
          }}
          invalid={Boolean(errors.location)}
          describedBy={describe('location')}
        />
        <FieldError id={errorId('location')} message={errors.location} />
      </div>

      <div>
        <label htmlFor={fieldId('checkIn')} className={labelClass}>
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
          {_('b.checkIn')}
        </label>
        <input
          id={fieldId('checkIn')}
          type="date"
          className="field-input"
          min={todayDate}
          value={checkIn}
          onChange={(event) => {
            setCheckIn(event.target.value);
            clearError('checkIn');
            if (checkOut && event.target.value && checkOut <= event.target.value) setCheckOut('');
          }}
          aria-invalid={errors.checkIn ? true : undefined}
          aria-describedby={describe('checkIn')}
        />
        <FieldError id={errorId('checkIn')} message={errors.checkIn} />
      </div>

      <div>
        <label htmlFor={fieldId('checkOut')} className={labelClass}>
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
          {_('b.checkOut')}
        </label>
        <input
          id={fieldId('checkOut')}
          type="date"
          className="field-input disabled:bg-sand-100 disabled:text-ink-600"
          min={checkIn ? addDays(checkIn, 1) : addDays(todayDate, 1)}
          value={isHalfDay ? '' : checkOut}
          disabled={isHalfDay}
          onChange={(event) => {
            setCheckOut(event.target.value);
            clearError('checkOut');
          }}
          aria-invalid={errors.checkOut ? true : undefined}
          aria-describedby={describe('checkOut', isHalfDay ? `${id}-checkOut-hint` : undefined)}
        />
        {isHalfDay && (
          <p id={`${id}-checkOut-hint`} className="mt-1 text-xs text-ink-600">
            {_('b.halfHint')}
          </p>
        )}
        <FieldError id={errorId('checkOut')} message={errors.checkOut} />
      </div>

      <div>
        <label htmlFor={fieldId('guests')} className={labelClass}>
          <Users aria-hidden="true" className="size-4 text-brand-700" />
          {_('b.guests')}
        </label>
        <input
          id={fieldId('guests')}
          type="number"
          inputMode="numeric"
          className="field-input"
          min={MIN_GUESTS}
          max={MAX_GUESTS}
          placeholder={_('b.any')}
          value={guests}
          onChange={(event) => {
            setGuests(event.target.value);
            clearError('guests');
          }}
          aria-invalid={errors.guests ? true : undefined}
          aria-describedby={describe('guests')}
        />
        <FieldError id={errorId('guests')} message={errors.guests} />
      </div>

      <div>
        <label htmlFor={fieldId('bookingType')} className={labelClass}>
          {_('b.stay')}
        </label>
        <select
          id={fieldId('bookingType')}
          className="field-input"
          value={bookingType}
          onChange={(event) => {
            const next = event.target.value as BookingType | '';
            setBookingType(next);
            clearError('bookingType');
            if (next === 'half_day') clearError('checkOut');
          }}
          aria-invalid={errors.bookingType ? true : undefined}
          aria-describedby={describe('bookingType')}
        >
          <option value="">{_('b.halfOrFull')}</option>
          {BOOKING_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {_(option.label)}
            </option>
          ))}
        </select>
        <FieldError id={errorId('bookingType')} message={errors.bookingType} />
      </div>

      <div className="sm:col-span-2 lg:col-span-1 lg:pt-6">
        <button type="submit" className="btn-primary w-full lg:w-auto">
          <Search aria-hidden="true" className="size-4" />
          {_('b.search')}
        </button>
      </div>
    </form>
  );
}
