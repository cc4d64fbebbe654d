// /settings: cookie consent, notification preferences, privacy (consent by purpose, the data
// export), signing out everywhere and deleting the account. Visitors are sent to sign in first.
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

export default function SettingsPage() {
  useDocumentTitle('Settings');
  return <RequireSignIn>{(user) => <Settings user={user} />}</RequireSignIn>;
}

function Settings({ user }: { user: SessionUser }) {
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-semibold text-ink-900">Settings</h1>
      <div className="mt-6 flex flex-col gap-6">
        <Section title="Cookies" description="Choose which cookies we may use while you are signed in.">
          <ConsentSettings userId={user.id} />
        </Section>
        <Section title="Notifications" description="What we send you besides the codes you ask for.">
          <NotificationSettings userId={user.id} />
        </Section>
        <Section title="Privacy" description="What we may use your data for, and a copy of everything we hold about you.">
          <h3 className="text-base font-semibold text-ink-900">Consent by purpose</h3>
          <div className="mt-1">
            <PurposeConsent userId={user.id} />
          </div>
          <h3 className="mt-5 text-base font-semibold text-ink-900">Your data</h3>
          <p className="mt-1 text-sm text-ink-600">
            A file with your profile, bookings, payments, reviews, messages, consents, saved farmhouses and alerts.
          </p>
          <div className="mt-3">
            <DataExport />
          </div>
        </Section>
        <Section
          title="Sign out of all devices"
          description="Ends every session of your account, this one included. Use it if you lost a phone or signed in on a shared computer."
        >
          <SignOutEverywhere />
        </Section>
        <Section
          title="Delete my account"
          description="Removes your profile and personal details for good. We send a code to your phone to confirm it is you."
        >
          <DeleteAccount userId={user.id} />
        </Section>
      </div>
    </div>
  );
}
