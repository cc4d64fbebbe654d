// /settings: cookie consent, notification preferences, privacy (consent by purpose, the data
// export), signing out everywhere and deleting the account. Visitors are sent to sign in first.
// The app adds sections of other features for some users (owners' payouts: app/routes/settings).
import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConsentSettings } from './components/ConsentSettings';
import { DataExport } from './components/DataExport';
import { DeleteAccount } from './components/DeleteAccount';
import { NotificationSettings } from './components/NotificationSettings';
import { PurposeConsent } from './components/PurposeConsent';
import { RequireSignIn } from '@/components/RequireSignIn';
import { Section } from './components/Section';
import { SignOutEverywhere } from './components/SignOutEverywhere';
import { useLingui } from '@/i18n/react';
import './messages';

/** Sections another feature shows this user, after Notifications (or nothing). */
export type ExtraSettings = (user: SessionUser) => ReactNode;

export default function SettingsPage({ extra }: { extra?: ExtraSettings }) {
  const { _ } = useLingui();
  useDocumentTitle(_('acct.settings.title'));
  return <RequireSignIn>{(user) => <Settings user={user} extra={extra} />}</RequireSignIn>;
}

function Settings({ user, extra }: { user: SessionUser; extra?: ExtraSettings }) {
  const { _ } = useLingui();
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-semibold text-ink-900">{_('acct.settings.title')}</h1>
      <div className="mt-6 flex flex-col gap-6">
        <Section title={_('acct.settings.cookies')} description={_('acct.settings.cookiesText')}>
          <ConsentSettings userId={user.id} />
        </Section>
        <Section title={_('acct.settings.notifications')} description={_('acct.settings.notificationsText')}>
          <NotificationSettings userId={user.id} />
        </Section>
        {extra?.(user)}
        <Section title={_('acct.settings.privacy')} description={_('acct.settings.privacyText')}>
          <h3 className="text-base font-semibold text-ink-900">{_('acct.settings.purpose')}</h3>
          <div className="mt-1">
            <PurposeConsent userId={user.id} />
          </div>
          <h3 className="mt-5 text-base font-semibold text-ink-900">{_('acct.settings.yourData')}</h3>
          <p className="mt-1 text-sm text-ink-600">{_('acct.settings.yourDataText')}</p>
          <div className="mt-3">
            <DataExport />
          </div>
        </Section>
        <Section title={_('acct.signOutAll.title')} description={_('acct.signOutAll.text')}>
          <SignOutEverywhere />
        </Section>
        <Section title={_('acct.delete.button')} description={_('acct.delete.sectionText')}>
          <DeleteAccount userId={user.id} />
        </Section>
      </div>
    </div>
  );
}
