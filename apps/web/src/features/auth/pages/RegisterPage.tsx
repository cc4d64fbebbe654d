// /register: the sign-up form as a page. Submitting sends the two codes and moves to
// /verify-registration, which survives a reload (the sign-up waits in session storage).
// `?role=owner` (List your farmhouse's "Create an owner account") comes with the owner type chosen.
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignupForm } from '../components/SignupForm';
import { readPendingSignUp } from '../lib/flow-storage';
import { withNext } from '@/lib/next';
import { useSession } from '@/lib/session';
import { useNextPath } from '../use-complete-sign-in';
import { AuthPageFrame } from './AuthPageFrame';
import { useLingui } from '@/i18n/react';
import '../messages';

export default function RegisterPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('auth.step.signup'));
  const { status } = useSession();
  const navigate = useNavigate();
  const next = useNextPath();
  const [search] = useSearchParams();
  const pending = readPendingSignUp();
  const role = search.get('role') === 'owner' ? 'owner' : pending?.role;

  if (status === 'signed-in') return <Navigate to={next} replace />;

  return (
    <AuthPageFrame title={_('auth.step.signup')} intro={_('auth.registerPage.intro')}>
      <SignupForm
        defaults={{ ...pending, role }}
        onCodesSent={(_signUp, resendAfter) =>
          navigate(withNext(paths.verifyRegistration, next), { state: { resendAfter } })
        }
      />
      <p className="mt-4 text-center text-sm text-ink-700">
        {_('auth.registerPage.haveAccount')}{' '}
        <Link to={withNext(paths.login, next)} className="font-semibold text-brand-700 underline">
          {_('auth.step.login')}
        </Link>
      </p>
    </AuthPageFrame>
  );
}
