// /profile: the signed-in user's details, with the name editable and the e-mail changeable after
// a code to the new address. Visitors are sent to sign in first.
import type { SessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmailChange } from './components/EmailChange';
import { NameForm } from './components/NameForm';
import { RequireSignIn } from '@/components/RequireSignIn';
import { Section } from './components/Section';
import { formatPhone, roleLabel } from './lib/display';
import { useLingui } from '@/i18n/react';
import './messages';

export default function ProfilePage() {
  const { _ } = useLingui();
  useDocumentTitle(_('acct.profile.title'));
  return <RequireSignIn>{(user) => <Profile user={user} />}</RequireSignIn>;
}

function Profile({ user }: { user: SessionUser }) {
  const { _ } = useLingui();
  const details: [string, string][] = [
    [_('acct.profile.name'), user.fullName],
    [_('acct.profile.phone'), user.phone ? formatPhone(user.phone) : _('acct.profile.notAdded')],
    [_('acct.profile.email'), user.email ?? _('acct.profile.notAdded')],
    [_('acct.profile.role'), roleLabel(user.role)],
  ];
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-semibold text-ink-900">{_('acct.profile.title')}</h1>
      <div className="mt-6 flex flex-col gap-6">
        <Section title={_('acct.profile.details')}>
          <dl className="flex flex-col gap-3">
            {details.map(([term, value]) => (
              <div key={term} className="sm:grid sm:grid-cols-[8rem_1fr] sm:gap-6">
                <dt className="text-sm font-medium text-ink-600">{term}</dt>
                <dd className="wrap-anywhere text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title={_('acct.profile.name')} description={_('acct.profile.nameText')}>
          <NameForm user={user} />
        </Section>
        <Section title={_('acct.profile.emailTitle')} description={_('acct.profile.emailText')}>
          <EmailChange user={user} />
        </Section>
      </div>
    </div>
  );
}
