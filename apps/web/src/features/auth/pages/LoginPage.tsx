// /login: the simple sign-in dialog (choose → phone → OTP) opened over a small page, which offers
// to reopen it after the user closes it. A signed-in user goes straight on to `?next=`.
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SimpleSignInDialog } from '../components/SimpleSignInDialog';
import { withNext } from '@/lib/next';
import { useSession } from '@/lib/session';
import { useCompleteSignIn, useNextPath } from '../use-complete-sign-in';
import { AuthPageFrame } from './AuthPageFrame';
import { useLingui } from '@/i18n/react';
import '../messages';

export default function LoginPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('auth.step.login'));
  const { status } = useSession();
  const next = useNextPath();
  const complete = useCompleteSignIn();
  const [open, setOpen] = useState(status !== 'signed-in');
  const [done, setDone] = useState(false);

  if (status === 'signed-in' && !done) return <Navigate to={next} replace />;

  const registerHref = withNext(paths.register, next);

  return (
    <AuthPageFrame title={_('auth.step.login')} intro={_('auth.loginPage.intro')}>
      <div className="grid gap-3">
        <button type="button" className="btn-primary w-full" onClick={() => setOpen(true)}>
          {_('auth.loginPage.signIn')}
        </button>
        <p className="text-center text-sm text-ink-700">
          {_('auth.loginPage.newHere')}{' '}
          <Link to={registerHref} className="font-semibold text-brand-700 underline">
            {_('auth.createAccount')}
          </Link>
        </p>
      </div>
      <SimpleSignInDialog
        open={open}
        onOpenChange={setOpen}
        registerHref={registerHref}
        trigger="login-page"
        onSignedIn={(result) => {
          setDone(true);
          setOpen(false);
          complete(result);
        }}
      />
    </AuthPageFrame>
  );
}
