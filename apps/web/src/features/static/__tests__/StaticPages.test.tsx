import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CookiePolicyPage from '../CookiePolicyPage';
import HelpPage from '../HelpPage';
import PrivacyPolicyPage from '../PrivacyPolicyPage';
import SafetyPage from '../SafetyPage';
import TermsPage from '../TermsPage';
import { renderPage } from './render';

const pages: [string, ComponentType, string, RegExp[]][] = [
  [
    'Privacy Policy',
    PrivacyPolicyPage,
    'Privacy Policy | Hyderabad Escapes',
    [/Digital Personal Data Protection Act, 2023/, /Data Protection Board of India/, /Grievance Officer/, /nominate/i],
  ],
  [
    'Terms of Service',
    TermsPage,
    'Terms of Service | Hyderabad Escapes',
    [/12 hours from the slot start/, /24 hours from the slot start/, /courts at Hyderabad, Telangana/, /UPI/],
  ],
  [
    'Cookie Policy',
    CookiePolicyPage,
    'Cookie Policy | Hyderabad Escapes',
    // Every kind of storage the app keeps, including the language cookie the server reads.
    [
      /Essential Only/,
      /Accept All/,
      /Your language \(language, cookie lang\)/,
      /Alert notices you closed/,
      /Alerts you asked for before signing in \(keptAlerts:v1\)/,
    ],
  ],
  ['Help centre', HelpPage, 'Help centre | Hyderabad Escapes', [/09:00–21:00/, /one-time code/i]],
  ['Safety', SafetyPage, 'Safety | Hyderabad Escapes', [/Pool safety/, /Driving at night/]],
];

describe.each(pages)('%s page', (heading, Page, title, phrases) => {
  it('has one h1, a last-updated date, the tab title and its key content', () => {
    renderPage(<Page />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    expect(document.title).toBe(title);
    for (const phrase of phrases) expect(screen.getAllByText(phrase).length).toBeGreaterThan(0);
    // Every "On this page" entry points at a heading that exists.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of toc.querySelectorAll('a')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
  });
});

describe('Contact details', () => {
  it('help shows the support phone, e-mail and hours as working links', () => {
    renderPage(<HelpPage />);
    expect(screen.getAllByRole('link', { name: /\+91 40 4520 7788/ })[0]).toHaveAttribute('href', 'tel:+914045207788');
    expect(screen.getAllByRole('link', { name: 'support@hyderabadescapes.in' })[0]).toHaveAttribute(
      'href',
      'mailto:support@hyderabadescapes.in',
    );
    expect(screen.getByText(/Hours: daily 09:00–21:00/)).toBeInTheDocument();
  });

  it('safety lists the emergency numbers as call links', () => {
    renderPage(<SafetyPage />);
    for (const number of ['112', '100', '108']) {
      expect(screen.getByRole('link', { name: new RegExp(`^Call ${number},`) })).toHaveAttribute(
        'href',
        `tel:${number}`,
      );
    }
  });
});
