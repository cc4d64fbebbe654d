// /verify-registration: the dual-code step of sign-up as a page, reached after the /register form
// or by reloading midway; the phone, e-mail and details come from session storage.
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { ownerPaths } from '@/config/owner-paths';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DualOtpVerify } from '../components/DualOtpVerify';
import { readPendingSignUp } from '../lib/flow-storage';
import { withNext } from '@/lib/next';
import { useSession } from '@/lib/session';
import { useCompleteSignIn, useLanding, useNextPath } from '../use-complete-sign-in';
import { AuthPageFrame } from './AuthPageFrame';
import { useLingui } from '@/i18n/react';
import '../messages';

export default function VerifyRegistrationPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('auth.step.dual'));
  const { status, user } = useSession();
  const location = useLocation();
  const next = useNextPath();
  // A new owner starts at the owner dashboard (see useLanding).
  const complete = useCompleteSignIn({ ownerStart: ownerPaths.dashboard });
  const landing = useLanding(ownerPaths.dashboard);
  const resendAfter = (location.state as { resendAfter?: number } | null)?.resendAfter ?? 0;

  if (status === 'signed-in' && user) return <Navigate to={landing(user)} replace />;

  return (
    <AuthPageFrame title={_('auth.step.dual')}>
      <Link
        to={withNext(paths.register, next)}
        className="-mt-3 mb-3 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {_('auth.verifyPage.back')}
      </Link>
      <DualOtpVerify signUp={readPendingSignUp()} resendAfter={resendAfter} onVerified={complete} />
    </AuthPageFrame>
  );
}
