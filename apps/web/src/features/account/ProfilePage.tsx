// /profile: the signed-in user's details, with the name editable and the e-mail changeable after
// a code to the new address. Visitors are sent to sign in first.
import type { SessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmailChange } from './components/EmailChange';
import { NameForm } from './components/NameForm';
import { RequireSignIn } from '@/components/RequireSignIn';
import { Section } from './components/Section';
import { formatPhone, roleLabel } from './lib/display';

export default function ProfilePage() {
  useDocumentTitle('Your profile');
  return <RequireSignIn>{(user) => <Profile user={user} />}</RequireSignIn>;
}

function Profile({ user }: { user: SessionUser }) {
  const details: [string, string][] = [
    ['Name', user.fullName],
    ['Phone', user.phone ? formatPhone(user.phone) : 'Not added'],
    ['E-mail', user.email ?? 'Not added'],
    ['Role', roleLabel(user.role)],
  ];
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-semibold text-ink-900">Your profile</h1>
      <div className="mt-6 flex flex-col gap-6">
        <Section title="Account details">
          <dl className="flex flex-col gap-3">
            {details.map(([term, value]) => (
              <div key={term} className="sm:grid sm:grid-cols-[8rem_1fr] sm:gap-6">
                <dt className="text-sm font-medium text-ink-600">{term}</dt>
                <dd className="wrap-anywhere text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title="Name" description="As hosts will see it on your bookings. Letters and spaces, 2 to 50 characters.">
          <NameForm user={user} />
        </Section>
        <Section title="E-mail address" description="Booking confirmations and receipts go here.">
          <EmailChange user={user} />
        </Section>
      </div>
    </div>
  );
}
