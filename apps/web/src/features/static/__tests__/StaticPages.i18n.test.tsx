// The information pages in Telugu and Hindi: every text from the catalogs (no bare ids), the date
// in the language, and on the legal pages the note that the English version prevails.
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage, type Language } from '@/i18n';
import { server } from '@/testing/msw-server';
import CookiePolicyPage from '../CookiePolicyPage';
import FaqPage from '../FaqPage';
import HelpPage from '../HelpPage';
import NotFoundPage from '../NotFoundPage';
import PrivacyPolicyPage from '../PrivacyPolicyPage';
import SafetyPage from '../SafetyPage';
import TermsPage from '../TermsPage';
import { renderPage } from './render';

const pages: [string, ComponentType, Record<'te' | 'hi', string>, boolean][] = [
  ['FAQ', FaqPage, { te: 'తరచుగా అడిగే ప్రశ్నలు', hi: 'अक्सर पूछे जाने वाले सवाल' }, false],
  ['Help', HelpPage, { te: 'సహాయ కేంద్రం', hi: 'सहायता केंद्र' }, false],
  ['Safety', SafetyPage, { te: 'భద్రత', hi: 'सुरक्षा' }, false],
  ['Privacy', PrivacyPolicyPage, { te: 'గోప్యతా విధానం', hi: 'प्राइवेसी पॉलिसी' }, true],
  ['Terms', TermsPage, { te: 'సేవా నిబంధనలు', hi: 'सेवा की शर्तें' }, true],
  ['Cookies', CookiePolicyPage, { te: 'కుకీ విధానం', hi: 'कुकी पॉलिसी' }, true],
  ['Not found', NotFoundPage, { te: 'పేజీ కనబడలేదు', hi: 'पेज नहीं मिला' }, false],
];

const bareId = /\b(?:faq|help|safety|privacy|terms|cookies|staticPage|notFound)\.[a-z]+/;

describe.each(['te', 'hi'] as const)('information pages in %s', (language: Language & ('te' | 'hi')) => {
  it.each(pages)('%s reads in the language', async (_name, Page, heading, legal) => {
    server.use(
      http.get('/api/v1/properties/locations/statistics', () => HttpResponse.json({ success: true, data: [] })),
    );
    await act(() => setLanguage(language));
    renderPage(<Page />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading[language]));
    expect(document.body.textContent).not.toMatch(bareId);
    const note = language === 'te' ? /ఇంగ్లీష్ వెర్షనే చెల్లుతుంది/ : /अंग्रेज़ी संस्करण ही मान्य होगा/;
    if (legal) expect(screen.getByText(note)).toBeInTheDocument();
    else expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});

describe('legal pages in English', () => {
  it('carry no note about the English version', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.queryByText(/English version of this page prevails/)).not.toBeInTheDocument();
  });
});
