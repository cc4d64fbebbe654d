// The owner areas in Telugu and Hindi: their catalogs load with the language, plurals and
// ordinals read in each language, rupees stay in en-IN grouping, and English is as before.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { priceRankSentence, ratingTrendSentence } from '../analytics/figures';
import { dashboardError } from '../lib-errors';
import { listingStatusLabel } from '../listings/status';
import { fieldLabel } from '../editor/field-meta';
import { editorSchema, emptyValues } from '../editor/form-model';
import { emptyPayoutValues, payoutSchema } from '../payouts/rules';

const rank = { locality: 'Moinabad', halfDayPrice: 9000, medianHalfDayPrice: 12000, rank: 3, of: 7 };

afterEach(async () => {
  await setLanguage('en');
});

describe('owner messages in Telugu and Hindi', () => {
  it('words the analytics sentences in the active language, with rupees in en-IN', async () => {
    await setLanguage('te');
    expect(priceRankSentence(rank)).toBe('హాఫ్ డేకు ₹9,000: Moinabadలోని 7లో తక్కువ ధరలో 3వ స్థానం; మధ్యస్థ ధర ₹12,000');
    expect(ratingTrendSentence([{ month: '2026-04', average: 4.56, count: 1 }])).toContain('1 రివ్యూ');
    await setLanguage('hi');
    expect(priceRankSentence(rank)).toBe('हाफ़ डे के ₹9,000: Moinabad की 7 में सस्ती कीमत में 3वाँ स्थान; मीडियन ₹12,000 है');
    await setLanguage('en');
    expect(priceRankSentence(rank)).toBe('₹9,000 a half day: the 3rd cheapest of 7 in Moinabad; the median is ₹12,000');
  });

  it('translates dashboard errors, statuses, field names and form rules', async () => {
    await setLanguage('hi');
    expect(dashboardError(new Error('boom'), 'owner.failed.acceptBooking')).toEqual({
      title: 'त्रुटि',
      description: 'बुकिंग स्वीकार नहीं हो सकी। कृपया फिर से कोशिश करें।',
    });
    expect(listingStatusLabel('published')).toBe('लाइव');
    expect(fieldLabel('priceRules[0].to')).toBe('त्योहार और सीज़न की कीमतें');
    await setLanguage('te');
    const result = editorSchema(false).safeParse(emptyValues());
    expect(result.success).toBe(false);
    const title = result.error?.issues.find((issue) => issue.path[0] === 'title');
    expect(title?.message).toBe('మీ ఫామ్‌హౌస్‌కు 5 నుండి 80 అక్షరాల శీర్షిక ఇవ్వండి');
  });

  it('words the payout details rules in the active language', async () => {
    const vpaMessage = () =>
      payoutSchema()
        .safeParse({ ...emptyPayoutValues('upi'), vpa: 'ravi@', holderName: 'Ravi', code: '123456' })
        .error?.issues.find((issue) => issue.path[0] === 'vpa')?.message;
    expect(vpaMessage()).toBe('Enter a UPI id like yourname@okhdfc');
    await setLanguage('te');
    expect(vpaMessage()).toBe('yourname@okhdfc లాంటి UPI ఐడీని నమోదు చేయండి');
    await setLanguage('hi');
    expect(vpaMessage()).toBe('yourname@okhdfc जैसी UPI आईडी डालें');
  });
});
