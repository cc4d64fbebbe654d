// The full auth modal (PRODUCT.md §2 "Sign-in and sign-up dialog", §4 "Auth modal"): method-select,
// login-form → otp-verify, signup-form → dual-otp-verify. It resets 0.5 s after closing unless a
// code step is under way, and closes with a toast if the user is (or becomes) signed in elsewhere.
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Bell, CalendarCheck, Heart, Lock, MessageCircle, Share2, Star, X } from 'lucide-react';
import { useToast } from '@/components/toast';
import { ownerPaths } from '@/config/owner-paths';
import { paths } from '@/config/paths';
import type { AuthGatePrompt, AuthModalCloseReason, AuthStep, OpenAuthModalOptions } from '../auth-modal-context';
import { BOOKING_ACTION, readPendingAction } from '../gate';
import { clearFlowStorage, type PendingSignUp } from '../lib/flow-storage';
import { MODAL_RESET_MS } from '@/lib/sign-in-rules';
import { useSession, type SessionUser, type SignInResult } from '@/lib/session';
import { firstName } from '../lib/names';
import { promptText } from '../lib/known-texts';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { Trans } from '@/i18n/Trans';
import { BRAND_NAME } from '@/config/constants';
import '../messages';
import { DualOtpVerify } from './DualOtpVerify';
import { LoginForm, type LoginCodeSent } from './LoginForm';
import { OtpVerifyStep } from './OtpVerifyStep';
import { SignupForm } from './SignupForm';

export const STEP_TITLES: Record<Exclude<AuthStep, 'method-select'>, string> = {
  'login-form': messageId('auth.step.login'),
  'signup-form': messageId('auth.step.signup'),
  'otp-verify': messageId('auth.step.otp'),
  'dual-otp-verify': messageId('auth.step.dual'),
};

const BACK: Partial<Record<AuthStep, AuthStep>> = {
  'login-form': 'method-select',
  'signup-form': 'method-select',
  'otp-verify': 'login-form',
  'dual-otp-verify': 'signup-form',
};

const CODE_STEPS: AuthStep[] = ['otp-verify', 'dual-otp-verify'];

const ICONS: Record<AuthGatePrompt['icon'], typeof Lock> = {
  calendar: CalendarCheck,
  heart: Heart,
  message: MessageCircle,
  star: Star,
  bell: Bell,
  share: Share2,
  lock: Lock,
};

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Each call of openAuthModal; a new key is a new request. */
  request: { key: number; options: OpenAuthModalOptions };
}

export default function AuthModal({ open, onOpenChange, request }: AuthModalProps) {
  const { status, user, signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { _ } = useLingui();
  const [step, setStep] = useState<AuthStep>(request.options.step ?? 'method-select');
  const [login, setLogin] = useState<LoginCodeSent | null>(null);
  const [signUp, setSignUp] = useState<{ data: PendingSignUp; resendAfter: number } | null>(null);
  const reason = useRef<AuthModalCloseReason>('cancelled');
  const options = useRef(request.options);
  const handledKey = useRef(request.key);
  const prompt = request.options.prompt;

  // A new request: start where it asks, unless a code step is midway (the user comes back to it).
  useEffect(() => {
    if (handledKey.current === request.key) return;
    handledKey.current = request.key;
    options.current = request.options;
    reason.current = 'cancelled';
    setStep((current) => (CODE_STEPS.includes(current) ? current : (request.options.step ?? 'method-select')));
  }, [request]);

  const close = (why: AuthModalCloseReason) => {
    reason.current = why;
    onOpenChange(false);
  };

  // Tell the caller once per request why the modal closed; reset 0.5 s later unless midway (at
  // the step shown then).
  const resetUnlessMidway = useEffectEvent(() => {
    if (CODE_STEPS.includes(step)) return;
    setStep('method-select');
    setLogin(null);
    setSignUp(null);
  });
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const callbacks = options.current;
      options.current = {};
      callbacks.onClose?.(reason.current);
      const timer = setTimeout(() => resetUnlessMidway(), MODAL_RESET_MS);
      wasOpen.current = open;
      return () => clearTimeout(timer);
    }
    wasOpen.current = open;
  }, [open]);

  const finish = (signedIn: SessionUser) => {
    options.current.onSignedIn?.(signedIn);
    setStep('method-select');
    setLogin(null);
    setSignUp(null);
    close('signed-in');
  };

  const onVerified = (result: SignInResult, signedUp = false) => {
    reason.current = 'signed-in';
    clearFlowStorage();
    signIn(result);
    const name = firstName(result.user);
    toast({ title: _('auth.toast.welcomeName', { name }), description: _('auth.toast.signedIn'), variant: 'success' });
    // A new owner who was not on their way to something (a gate's action) starts at their dashboard.
    const startAtDashboard = signedUp && result.user.role === 'owner' && !options.current.onSignedIn;
    finish(result.user);
    if (startAtDashboard) void navigate(ownerPaths.dashboard);
  };

  // PRODUCT.md §4: open for a user who is already signed in (here or in another tab): close with a toast.
  useEffect(() => {
    if (!open || status !== 'signed-in' || !user || reason.current === 'signed-in') return;
    reason.current = 'signed-in';
    if (readPendingAction()?.action === BOOKING_ACTION) {
      toast({ title: _('auth.toast.authSuccess'), description: _('auth.toast.processingBooking'), variant: 'success' });
    } else {
      toast({ title: _('auth.toast.welcome'), description: _('auth.toast.alreadyIn'), variant: 'info' });
    }
    finish(user);
    // finish only reads refs and setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, status, user, toast, _]);

  const back = BACK[step];
  const title =
    step === 'method-select'
      ? (promptText(prompt?.title) ?? _('auth.modal.welcome', { brand: BRAND_NAME }))
      : _(STEP_TITLES[step]);

  let body: ReactNode;
  switch (step) {
    case 'method-select':
      body = (
        <MethodSelect
          prompt={prompt}
          onLogin={() => setStep('login-form')}
          onSignup={() => setStep('signup-form')}
          onSkip={() => close('skipped')}
        />
      );
      break;
    case 'login-form':
      body = (
        <LoginForm
          defaultPhone={login?.phone}
          onCodeSent={(sent) => {
            setLogin(sent);
            setStep('otp-verify');
          }}
        />
      );
      break;
    case 'otp-verify':
      body = login ? (
        <OtpVerifyStep
          phone={login.phone}
          identifier={login.identifier}
          resendAfter={login.resendAfter}
          onVerified={onVerified}
        />
      ) : null;
      break;
    case 'signup-form':
      body = (
        <SignupForm
          defaults={signUp?.data}
          linkTarget="_blank"
          role={request.options.signUpRole}
          onCodesSent={(data, resendAfter) => {
            setSignUp({ data, resendAfter });
            setStep('dual-otp-verify');
          }}
        />
      );
      break;
    case 'dual-otp-verify':
      body = (
        <DualOtpVerify
          signUp={signUp?.data ?? null}
          resendAfter={signUp?.resendAfter ?? 0}
          onVerified={(result) => onVerified(result, true)}
        />
      );
      break;
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close('cancelled'))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6"
        >
          <div className="mb-4 flex items-center gap-2">
            {back && (
              <button
                type="button"
                onClick={() => setStep(back)}
                className="btn-ghost -ml-2 px-3"
                aria-label={_('auth.back')}
              >
                <ArrowLeft aria-hidden="true" className="size-5" />
              </button>
            )}
            <Dialog.Title className="flex-1 font-display text-xl font-semibold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="btn-ghost -mr-2 px-3" aria-label={_('auth.close')}>
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MethodSelect({
  prompt,
  onLogin,
  onSignup,
  onSkip,
}: {
  prompt?: Partial<AuthGatePrompt>;
  onLogin: () => void;
  onSignup: () => void;
  onSkip: () => void;
}) {
  const { _ } = useLingui();
  const Icon = prompt?.icon ? ICONS[prompt.icon] : null;
  return (
    <div className="space-y-4">
      {prompt ? (
        <div className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-ink-900">
          {Icon && <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />}
          <div className="space-y-1">
            {prompt.description && <p>{promptText(prompt.description)}</p>}
            {prompt.benefit && <p className="font-semibold">{promptText(prompt.benefit)}</p>}
            {prompt.incentive && <p className="font-semibold text-brand-800">{promptText(prompt.incentive)}</p>}
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-700">{_('auth.method.intro')}</p>
      )}
      <div className="grid gap-3">
        <button type="button" className="btn-primary w-full" onClick={onLogin}>
          {_('auth.method.login')}
        </button>
        <button type="button" className="btn-secondary w-full" onClick={onSignup}>
          {_('auth.method.create')}
        </button>
        {prompt?.canSkip && (
          <button type="button" className="btn-ghost w-full" onClick={onSkip}>
            {promptText(prompt.skipText) || _('auth.maybeLater')}
          </button>
        )}
      </div>
      <p className="text-center text-xs text-ink-600">
        <Trans
          id="auth.agreeContinue"
          components={{
            0: (
              <Link
                to={paths.termsOfService}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline"
              />
            ),
            1: (
              <Link
                to={paths.privacyPolicy}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline"
              />
            ),
          }}
        />
      </p>
    </div>
  );
}
