// The listing editor's form: the values the owner types (strings, as inputs hold them), how they
// read as the API's fields, and the client's copy of the server's field rules (the server's answer
// is the truth; these only spare a round trip and say it in the owner's words).
import { z } from 'zod';
import { formatINR, formatNumber } from '@/lib/format';
import { i18n, messageId } from '@/i18n/catalogs';
import './messages';
import type { ListingFields, OwnerListing, PriceRuleInput } from '../api/owner-types';

export interface RuleValues {
  label: string;
  from: string;
  to: string;
  /** A price per slot on these dates, or a percentage on the usual price. */
  kind: 'price' | 'percent';
  halfDayPrice: string;
  fullDayPrice: string;
  percent: string;
}

export interface EditorValues {
  title: string;
  description: string;
  propertyType: string;
  maxGuests: string;
  bedrooms: string;
  bathrooms: string;
  halfDayPrice: string;
  /** A locality of the catalogue, or one the owner proposes. */
  localityMode: 'list' | 'propose';
  location: string;
  proposedLocality: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  amenities: string[];
  houseRules: string;
  checkInNotes: string;
  fullDayPrice: string;
  weekendHalfDayPrice: string;
  weekendFullDayPrice: string;
  cleaningFee: string;
  securityDeposit: string;
  /** The payment plan: '0' (the whole price at booking) or the advance in percent, 20 to 50. */
  advancePercent: string;
  balanceDueDays: string;
  balanceMethod: 'online' | 'cash';
  priceRules: RuleValues[];
  daySlot: string;
  turnoverMinutes: string;
}

export const PROPERTY_TYPES = [
  { value: 'farmhouse', label: messageId('editor.type.farmhouse') },
  { value: 'villa', label: messageId('editor.type.villa') },
  { value: 'cottage', label: messageId('editor.type.cottage') },
  { value: 'estate', label: messageId('editor.type.estate') },
  { value: 'resort', label: messageId('editor.type.resort') },
] as const;

/** Server limits (crates/core listings/fields.rs), repeated for speed. */
export const LIMITS = {
  title: [5, 80],
  description: [50, 5_000],
  address: 300,
  houseRules: 2_000,
  checkInNotes: 1_000,
  locality: [2, 60],
  price: [1_000, 500_000],
  cleaningFee: 50_000,
  securityDeposit: 50_000,
  advancePercent: [20, 50],
  balanceDueDays: [1, 14],
  guests: [1, 500],
  rooms: 50,
  kmFromHyderabad: 150,
  turnoverMinutes: 360,
  priceRules: 30,
  ruleDays: 366,
  rulePercent: [-90, 500],
  amenities: 40,
} as const;

export const HYDERABAD_CENTRE = { latitude: 17.3616, longitude: 78.4747 } as const;

export const DEFAULT_DAY_SLOT = '09:00';

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function ruleValues(rule: PriceRuleInput): RuleValues {
  const percent = rule.percent !== null && rule.percent !== undefined;
  return {
    label: rule.label,
    from: rule.from,
    to: rule.to,
    kind: percent ? 'percent' : 'price',
    halfDayPrice: numberText(rule.halfDayPrice),
    fullDayPrice: numberText(rule.fullDayPrice),
    percent: numberText(rule.percent),
  };
}

export const EMPTY_RULE: RuleValues = {
  label: '',
  from: '',
  to: '',
  kind: 'price',
  halfDayPrice: '',
  fullDayPrice: '',
  percent: '',
};

/** A new listing's form. */
export function emptyValues(): EditorValues {
  return {
    title: '',
    description: '',
    propertyType: 'farmhouse',
    maxGuests: '',
    bedrooms: '0',
    bathrooms: '0',
    halfDayPrice: '',
    localityMode: 'list',
    location: '',
    proposedLocality: '',
    address: '',
    latitude: null,
    longitude: null,
    amenities: [],
    houseRules: '',
    checkInNotes: '',
    fullDayPrice: '',
    weekendHalfDayPrice: '',
    weekendFullDayPrice: '',
    cleaningFee: '0',
    securityDeposit: '0',
    advancePercent: '0',
    balanceDueDays: '3',
    balanceMethod: 'online',
    priceRules: [],
    daySlot: DEFAULT_DAY_SLOT,
    turnoverMinutes: '0',
  };
}

export function valuesFromListing(listing: OwnerListing): EditorValues {
  return {
    title: text(listing.title),
    description: text(listing.description),
    propertyType: listing.propertyType || 'farmhouse',
    maxGuests: numberText(listing.maxGuests),
    bedrooms: numberText(listing.bedrooms),
    bathrooms: numberText(listing.bathrooms),
    halfDayPrice: numberText(listing.halfDayPrice),
    localityMode: listing.proposedLocality ? 'propose' : 'list',
    location: text(listing.location),
    proposedLocality: text(listing.proposedLocality),
    address: text(listing.address),
    latitude: listing.latitude ?? null,
    longitude: listing.longitude ?? null,
    amenities: [...(listing.amenities ?? [])],
    houseRules: text(listing.houseRules),
    checkInNotes: text(listing.checkInNotes),
    fullDayPrice: numberText(listing.fullDayPrice),
    weekendHalfDayPrice: numberText(listing.weekendHalfDayPrice),
    weekendFullDayPrice: numberText(listing.weekendFullDayPrice),
    cleaningFee: numberText(listing.cleaningFee),
    securityDeposit: numberText(listing.securityDeposit ?? 0),
    advancePercent: numberText(listing.advancePercent ?? 0),
    balanceDueDays: numberText(listing.balanceDueDays ?? 3),
    balanceMethod: listing.balanceMethod ?? 'online',
    priceRules: (listing.priceRules ?? []).map(ruleValues),
    daySlot: listing.daySlot || DEFAULT_DAY_SLOT,
    turnoverMinutes: numberText(listing.turnoverMinutes ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// The values as API fields

/** The fields the editor saves (ListingFields without `version`). */
export const WIRE_KEYS = [
  'title',
  'description',
  'propertyType',
  'maxGuests',
  'bedrooms',
  'bathrooms',
  'halfDayPrice',
  'location',
  'proposedLocality',
  'address',
  'latitude',
  'longitude',
  'amenities',
  'houseRules',
  'checkInNotes',
  'fullDayPrice',
  'weekendHalfDayPrice',
  'weekendFullDayPrice',
  'cleaningFee',
  'securityDeposit',
  'advancePercent',
  'balanceDueDays',
  'balanceMethod',
  'priceRules',
  'daySlot',
  'nightSlot',
  'turnoverMinutes',
] as const satisfies readonly (keyof ListingFields)[];

export type WireKey = (typeof WIRE_KEYS)[number];

/** Each field as it would be sent; a value that is not a number yet stays the typed text. */
export type Wire = Record<WireKey, unknown>;

/** "8,500" → 8500; "" → null; anything else stays text (never sent: the rules refuse it). */
export function toInt(value: string): number | null | string {
  const cleaned = value.replace(/[\s,₹]/g, '');
  if (cleaned === '') return null;
  return /^[-−]?\d+$/.test(cleaned) ? Number(cleaned.replace('−', '-')) : value.trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "09:00" → "21:00": the night slot starts 12 hours after the day slot. */
export function nightSlotOf(daySlot: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(daySlot);
  if (!match) return daySlot;
  return `${pad((Number(match[1]) + 12) % 24)}:${match[2]}`;
}

/** As the server keeps text: trimmed, with Unix line ends (so a trailing space is no change). */
const tidy = (value: string) => value.replace(/\r\n/g, '\n').trim();

function ruleWire(rule: RuleValues): PriceRuleInput {
  const common = { label: rule.label.trim(), from: rule.from, to: rule.to };
  if (rule.kind === 'percent') return { ...common, percent: toInt(rule.percent) as number };
  return {
    ...common,
    halfDayPrice: toInt(rule.halfDayPrice) as number,
    fullDayPrice: toInt(rule.fullDayPrice) as number | null,
  };
}

/**
 * The values as the API's fields. `filedLocation` is the locality the listing is filed under now:
 * while the owner proposes a new one, the location is left as it is.
 */
export function toWire(values: EditorValues, filedLocation: string | null): Wire {
  const proposing = values.localityMode === 'propose';
  return {
    title: values.title.trim(),
    description: tidy(values.description),
    propertyType: values.propertyType,
    maxGuests: toInt(values.maxGuests),
    bedrooms: toInt(values.bedrooms),
    bathrooms: toInt(values.bathrooms),
    halfDayPrice: toInt(values.halfDayPrice),
    location: proposing ? filedLocation : values.location || null,
    proposedLocality: proposing ? values.proposedLocality.trim() : null,
    address: values.address.trim(),
    latitude: values.latitude,
    longitude: values.longitude,
    amenities: [...values.amenities].sort(),
    houseRules: tidy(values.houseRules),
    checkInNotes: tidy(values.checkInNotes),
    fullDayPrice: toInt(values.fullDayPrice),
    weekendHalfDayPrice: toInt(values.weekendHalfDayPrice),
    weekendFullDayPrice: toInt(values.weekendFullDayPrice),
    cleaningFee: toInt(values.cleaningFee),
    securityDeposit: toInt(values.securityDeposit),
    advancePercent: toInt(values.advancePercent),
    balanceDueDays: toInt(values.balanceDueDays),
    balanceMethod: values.balanceMethod,
    priceRules: values.priceRules.map(ruleWire),
    daySlot: values.daySlot,
    nightSlot: nightSlotOf(values.daySlot),
    turnoverMinutes: toInt(values.turnoverMinutes),
  };
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Fields that are only meaningful together: a change to one sends the others. */
const SENT_TOGETHER: WireKey[][] = [
  ['latitude', 'longitude'],
  ['daySlot', 'nightSlot'],
];

/**
 * What differs from the saved fields, leaving out what cannot be sent yet: fields the client's
 * rules refuse, and values the server already refused (sent again only once they change).
 */
export function changedFields(
  wire: Wire,
  saved: Wire,
  { blocked = new Set<WireKey>(), refused = {} as Partial<Record<WireKey, unknown>> } = {},
): Partial<Wire> {
  const body: Partial<Wire> = {};
  for (const key of WIRE_KEYS) {
    if (sameValue(wire[key], saved[key])) continue;
    if (blocked.has(key)) continue;
    if (key in refused && sameValue(refused[key], wire[key])) continue;
    body[key] = wire[key];
  }
  for (const group of SENT_TOGETHER) {
    if (group.some((key) => key in body)) {
      if (group.some((key) => blocked.has(key))) for (const key of group) delete body[key];
      else for (const key of group) body[key] = wire[key];
    }
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// The rules

export function kmFromHyderabad(latitude: number, longitude: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(latitude - HYDERABAD_CENTRE.latitude);
  const dLon = rad(longitude - HYDERABAD_CENTRE.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(HYDERABAD_CENTRE.latitude)) * Math.cos(rad(latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// The rules' messages are worded when the rules run (in the language of that moment).
export const pinTooFar = () => i18n._('editor.rule.pinTooFar', { km: LIMITS.kmFromHyderabad });
export const pinNeeded = () => i18n._('editor.rule.pinNeeded');

const priceValues = () => ({ min: formatINR(LIMITS.price[0]), max: formatINR(LIMITS.price[1]) });

function wholeIn(value: string, min: number, max: number): boolean {
  const n = toInt(value);
  return typeof n === 'number' && n >= min && n <= max;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The rules of every field. `strict`: the listing is live or in review, so a save must also pass
 * the submit checks the server applies then (a description of 50 characters).
 */
export function editorSchema(strict: boolean) {
  // The fields' shapes come from the form itself (EditorValues); zod carries the rules, checked
  // together in one pass because most of them tie fields to each other.
  return z.custom<EditorValues>().superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const _ = i18n._.bind(i18n);

    const title = v.title.trim().length;
    if (title < LIMITS.title[0] || title > LIMITS.title[1]) {
      issue(['title'], _('editor.rule.title', { min: LIMITS.title[0], max: LIMITS.title[1] }));
    }
    if (v.description.length > LIMITS.description[1])
      issue(['description'], _('editor.rule.descriptionLong', { max: formatNumber(LIMITS.description[1]) }));
    else if (strict && v.description.trim().length < LIMITS.description[0]) {
      issue(['description'], _('editor.rule.descriptionShort', { min: LIMITS.description[0] }));
    }
    if (!PROPERTY_TYPES.some((t) => t.value === v.propertyType)) issue(['propertyType'], _('editor.rule.propertyType'));
    if (!wholeIn(v.maxGuests, LIMITS.guests[0], LIMITS.guests[1])) {
      issue(['maxGuests'], _('editor.rule.guests', { min: LIMITS.guests[0], max: LIMITS.guests[1] }));
    }
    for (const key of ['bedrooms', 'bathrooms'] as const) {
      if (!wholeIn(v[key], 0, LIMITS.rooms)) issue([key], _('editor.rule.rooms', { max: LIMITS.rooms }));
    }
    const half = toInt(v.halfDayPrice);
    if (!wholeIn(v.halfDayPrice, LIMITS.price[0], LIMITS.price[1])) {
      issue(['halfDayPrice'], _('editor.rule.halfDayPrice', priceValues()));
    }

    if (v.localityMode === 'list') {
      if (!v.location) issue(['location'], _('editor.rule.location'));
    } else {
      const name = v.proposedLocality.trim().length;
      if (name < LIMITS.locality[0] || name > LIMITS.locality[1]) {
        issue(
          ['proposedLocality'],
          _('editor.rule.proposedLocality', { min: LIMITS.locality[0], max: LIMITS.locality[1] }),
        );
      }
      if (v.latitude === null || v.longitude === null) issue(['latitude'], pinNeeded());
    }
    if (
      v.latitude !== null &&
      v.longitude !== null &&
      kmFromHyderabad(v.latitude, v.longitude) > LIMITS.kmFromHyderabad
    ) {
      issue(['latitude'], pinTooFar());
    }
    if (v.address.trim().length > LIMITS.address) issue(['address'], _('editor.rule.address', { max: LIMITS.address }));
    if (v.amenities.length > LIMITS.amenities)
      issue(['amenities'], _('editor.rule.amenities', { max: LIMITS.amenities }));
    if (v.houseRules.length > LIMITS.houseRules)
      issue(['houseRules'], _('editor.rule.houseRules', { max: formatNumber(LIMITS.houseRules) }));
    if (v.checkInNotes.length > LIMITS.checkInNotes)
      issue(['checkInNotes'], _('editor.rule.checkInNotes', { max: formatNumber(LIMITS.checkInNotes) }));

    const full = toInt(v.fullDayPrice);
    if (full !== null) {
      if (!wholeIn(v.fullDayPrice, LIMITS.price[0], LIMITS.price[1]))
        issue(['fullDayPrice'], _('editor.rule.fullDayPrice', priceValues()));
      else if (typeof half === 'number' && (full as number) < half) {
        issue(['fullDayPrice'], _('editor.rule.fullBelowHalf'));
      }
    }
    const weekendHalf = toInt(v.weekendHalfDayPrice);
    if (weekendHalf !== null && !wholeIn(v.weekendHalfDayPrice, LIMITS.price[0], LIMITS.price[1])) {
      issue(['weekendHalfDayPrice'], _('editor.rule.weekendHalfDayPrice', priceValues()));
    }
    const weekendFull = toInt(v.weekendFullDayPrice);
    if (weekendFull !== null) {
      if (!wholeIn(v.weekendFullDayPrice, LIMITS.price[0], LIMITS.price[1])) {
        issue(['weekendFullDayPrice'], _('editor.rule.weekendFullDayPrice', priceValues()));
      } else if (full === null) {
        issue(['weekendFullDayPrice'], _('editor.rule.weekendFullNeedsFull'));
      } else if (typeof weekendHalf === 'number' && (weekendFull as number) < weekendHalf) {
        issue(['weekendFullDayPrice'], _('editor.rule.weekendFullBelowHalf'));
      }
    }
    if (!wholeIn(v.cleaningFee, 0, LIMITS.cleaningFee)) {
      issue(['cleaningFee'], _('editor.rule.cleaningFee', { min: formatINR(0), max: formatINR(LIMITS.cleaningFee) }));
    }
    // The server's rule (crates/core/src/plans/mod.rs): 0, or 20 to 50 %; 1 to 14 days.
    const advance = v.advancePercent.trim();
    if (advance !== '0' && !wholeIn(advance, LIMITS.advancePercent[0], LIMITS.advancePercent[1])) {
      issue(
        ['advancePercent'],
        _('editor.rule.advancePercent', { min: LIMITS.advancePercent[0], max: LIMITS.advancePercent[1] }),
      );
    }
    if (!wholeIn(v.balanceDueDays, LIMITS.balanceDueDays[0], LIMITS.balanceDueDays[1])) {
      issue(
        ['balanceDueDays'],
        _('editor.rule.balanceDueDays', { min: LIMITS.balanceDueDays[0], max: LIMITS.balanceDueDays[1] }),
      );
    }
    if (!wholeIn(v.securityDeposit, 0, LIMITS.securityDeposit)) {
      issue(
        ['securityDeposit'],
        _('editor.rule.securityDeposit', { min: formatINR(0), max: formatINR(LIMITS.securityDeposit) }),
      );
    }

    if (v.priceRules.length > LIMITS.priceRules)
      issue(['priceRules'], _('editor.rule.priceRules', { max: LIMITS.priceRules }));
    v.priceRules.forEach((rule, i) => {
      const at = (field: string) => ['priceRules', i, field];
      const label = rule.label.trim().length;
      if (label < 2 || label > 60) issue(at('label'), _('editor.rule.ruleLabel'));
      if (!isDate(rule.from)) issue(at('from'), _('editor.rule.ruleFrom'));
      if (!isDate(rule.to)) issue(at('to'), _('editor.rule.ruleTo'));
      else if (isDate(rule.from)) {
        if (rule.to < rule.from) issue(at('to'), _('editor.rule.ruleOrder'));
        else if (dayCount(rule.from, rule.to) > LIMITS.ruleDays)
          issue(at('to'), _('editor.rule.ruleDays', { max: LIMITS.ruleDays }));
      }
      if (rule.kind === 'price') {
        if (!wholeIn(rule.halfDayPrice, LIMITS.price[0], LIMITS.price[1]))
          issue(at('halfDayPrice'), _('editor.rule.halfDayPrice', priceValues()));
        const ruleFull = toInt(rule.fullDayPrice);
        if (ruleFull !== null) {
          if (!wholeIn(rule.fullDayPrice, LIMITS.price[0], LIMITS.price[1]))
            issue(at('fullDayPrice'), _('editor.rule.fullDayPrice', priceValues()));
          else if ((ruleFull as number) < (toInt(rule.halfDayPrice) as number)) {
            issue(at('fullDayPrice'), _('editor.rule.fullBelowHalf'));
          }
        }
      } else {
        const percent = toInt(rule.percent);
        if (
          typeof percent !== 'number' ||
          percent === 0 ||
          percent < LIMITS.rulePercent[0] ||
          percent > LIMITS.rulePercent[1]
        ) {
          issue(at('percent'), _('editor.rule.percent', { min: LIMITS.rulePercent[0], max: LIMITS.rulePercent[1] }));
        }
      }
    });
    // Overlaps, on rules whose dates are complete: each date has one price.
    v.priceRules.forEach((rule, i) => {
      if (!isDate(rule.from) || !isDate(rule.to) || rule.to < rule.from) return;
      const earlier = v.priceRules
        .slice(0, i)
        .find((other) => isDate(other.from) && isDate(other.to) && rule.from <= other.to && other.from <= rule.to);
      if (earlier) {
        issue(
          ['priceRules', i, 'from'],
          _('editor.rule.overlap', {
            rule: rule.label.trim() || _('editor.rule.ruleNumber', { number: i + 1 }),
            other: earlier.label.trim() || _('editor.rule.anotherRule'),
          }),
        );
      }
    });

    if (!/^([01]\d|2[0-3]):(00|30)$/.test(v.daySlot)) issue(['daySlot'], _('editor.rule.daySlot'));
    const turnover = toInt(v.turnoverMinutes);
    if (typeof turnover !== 'number' || turnover < 0 || turnover > LIMITS.turnoverMinutes || turnover % 30 !== 0) {
      issue(['turnoverMinutes'], _('editor.rule.turnover'));
    }
  });
}

/** The form's path of a server field key: `priceRules[0].to` → `priceRules.0.to`. */
export function formPath(serverKey: string): string {
  return serverKey.replace(/\[(\d+)\]/g, '.$1');
}

/** The API field a form path is saved in. */
export function wireKeyOf(path: string): WireKey | null {
  const head = path.split('.')[0];
  if (head === 'localityMode') return 'location';
  if (head === 'daySlot') return 'daySlot';
  return (WIRE_KEYS as readonly string[]).includes(head) ? (head as WireKey) : null;
}

/** Form paths with a client error, and the API fields they hold back from a save. */
export function clientProblems(
  values: EditorValues,
  strict: boolean,
): { messages: Record<string, string>; blocked: Set<WireKey> } {
  const result = editorSchema(strict).safeParse(values);
  const messages: Record<string, string> = {};
  const blocked = new Set<WireKey>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      messages[path] ??= issue.message;
      const key = wireKeyOf(path);
      if (key) blocked.add(key);
      if (key === 'latitude') blocked.add('longitude');
      // A proposed locality needs its pin, and a pin its locality.
      if (key === 'proposedLocality') blocked.add('location');
    }
  }
  return { messages, blocked };
}
