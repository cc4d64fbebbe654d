// The payout details form's checks, the same as the server's (which stays the authority): a UPI
// id, or an Indian bank account (9 to 18 digits) with its IFSC, the holder's name, an owner's GST
// registration (legal name and GSTIN, both or neither), and the 6-digit code sent to the
// account's phone. Messages are worded when the schema is made, in the
// active language.
import { z } from 'zod';
import type { I18n } from '@lingui/core';
import { i18n } from '@/i18n/catalogs';
import { checkGstin } from '@/lib/gstin';
import { maskOtp } from '@/lib/sign-in-rules';
import type { PayoutMethod, SavePayoutDetails } from '../api/payouts';
import './messages';

export { maskOtp };

export const VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const HOLDER_NAME_LENGTH = { min: 2, max: 100 } as const;
export const IFSC_LENGTH = 11;
export const ACCOUNT_NUMBER_MAX = 18;

export interface PayoutFormValues {
  method: PayoutMethod;
  vpa: string;
  accountNumber: string;
  ifsc: string;
  holderName: string;
  /** Registered for GST: the legal name and GSTIN its tax invoices carry (optional). */
  legalName: string;
  gstin: string;
  code: string;
}

export type PayoutField = Exclude<keyof PayoutFormValues, 'method'>;

/** The fields that name where the money goes, by method (what "Send code" checks first). */
export const DETAIL_FIELDS: Record<PayoutMethod, PayoutField[]> = {
  upi: ['vpa', 'holderName', 'legalName', 'gstin'],
  bank: ['accountNumber', 'ifsc', 'holderName', 'legalName', 'gstin'],
};

/** The fields the server may name in a refusal, each shown under its own input. */
export const SERVER_FIELDS: readonly PayoutField[] = [
  'vpa',
  'accountNumber',
  'ifsc',
  'holderName',
  'legalName',
  'gstin',
  'code',
];

export const emptyPayoutValues = (method: PayoutMethod = 'upi'): PayoutFormValues => ({
  method,
  vpa: '',
  accountNumber: '',
  ifsc: '',
  holderName: '',
  legalName: '',
  gstin: '',
  code: '',
});

/** Keeps an account number's digits as it is typed or pasted (spaces, dashes dropped). */
export const maskAccountNumber = (value: string) => value.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_MAX);

/** IFSCs are upper case; typed or pasted in lower case, they are raised. */
export const maskIfsc = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IFSC_LENGTH);

/** `_`: the active language's translator (the schema is made again when it changes). */
export function payoutSchema(_: I18n['_'] = i18n._.bind(i18n)) {
  return z.custom<PayoutFormValues>().superRefine((v, ctx) => {
    const issue = (path: PayoutField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.method === 'upi') {
      if (!VPA_PATTERN.test(v.vpa.trim())) issue('vpa', _('payouts.rule.vpa'));
    } else {
      if (!ACCOUNT_NUMBER_PATTERN.test(v.accountNumber)) issue('accountNumber', _('payouts.rule.accountNumber'));
      if (!IFSC_PATTERN.test(v.ifsc.trim().toUpperCase())) issue('ifsc', _('payouts.rule.ifsc'));
    }
    const name = v.holderName.trim().length;
    if (name < HOLDER_NAME_LENGTH.min || name > HOLDER_NAME_LENGTH.max) {
      issue('holderName', _('payouts.rule.holderName', HOLDER_NAME_LENGTH));
    }
    // A GST registration is both a legal name and a GSTIN, or neither.
    if (v.legalName.trim() !== '' || v.gstin.trim() !== '') {
      const legal = v.legalName.trim().length;
      if (legal < HOLDER_NAME_LENGTH.min || legal > HOLDER_NAME_LENGTH.max) {
        issue('legalName', _('payouts.rule.legalName', HOLDER_NAME_LENGTH));
      }
      if (!checkGstin(v.gstin)) issue('gstin', _('payouts.rule.gstin'));
    }
    if (!/^\d{6}$/.test(v.code)) issue('code', _('payouts.rule.code'));
  });
}

/** The PUT body: only the chosen method's fields, trimmed, the IFSC in upper case. */
export function saveBody(v: PayoutFormValues): SavePayoutDetails {
  const holderName = v.holderName.trim();
  const gst =
    v.legalName.trim() !== '' || v.gstin.trim() !== ''
      ? { legalName: v.legalName.trim(), gstin: v.gstin.trim().toUpperCase() }
      : {};
  return v.method === 'upi'
    ? { method: 'upi', vpa: v.vpa.trim(), holderName, ...gst, code: v.code }
    : {
        method: 'bank',
        accountNumber: v.accountNumber,
        ifsc: v.ifsc.trim().toUpperCase(),
        holderName,
        ...gst,
        code: v.code,
      };
}
