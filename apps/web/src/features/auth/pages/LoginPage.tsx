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

export default function LoginPage() {
  useDocumentTitle('Login');
  const { status } = useSession();
  const next = useNextPath();
  const complete = useCompleteSignIn();
  const [open, setOpen] = useState(status !== 'signed-in');
  const [done, setDone] = useState(false);

  if (status === 'signed-in' && !done) return <Navigate to={next} replace />;

  const registerHref = withNext(paths.register, next);

  return (
    <AuthPageFrame
      title="Login"
      intro="Sign in with a one-time code sent to your mobile number to book farmhouses, message hosts and see your bookings."
    >
      <div className="grid gap-3">
        <button type="button" className="btn-primary w-full" onClick={() => setOpen(true)}>
          Sign in with mobile number
        </button>
        <p className="text-center text-sm text-ink-700">
          New here?{' '}
          <Link to={registerHref} className="font-semibold text-brand-700 underline">
            Create an account
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
