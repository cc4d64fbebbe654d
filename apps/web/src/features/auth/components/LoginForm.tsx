// Full modal, login-form step: the mobile number a login code goes to (by SMS).
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { sendCode, sendOtpError, type OtpProblem } from '../api/otp';
import { LOGIN_IDENTIFIER_KEY, saveValue } from '../lib/flow-storage';
import { loginSchema } from '@/lib/sign-in-rules';
import { useCheckedForm } from '../lib/use-checked-form';
import { FormProblem, PhoneField, maskedPhone } from './fields';
import { knownText } from '../lib/known-texts';
import { useLingui } from '@/i18n/react';
import '../messages';

export interface LoginCodeSent {
  phone: string;
  identifier: string;
  resendAfter: number;
}

export function LoginForm({
  defaultPhone = '',
  onCodeSent,
}: {
  defaultPhone?: string;
  onCodeSent: (sent: LoginCodeSent) => void;
}) {
  const { toast } = useToast();
  const { _ } = useLingui();
  const [problem, setProblem] = useState<OtpProblem | null>(null);
  const form = useCheckedForm(loginSchema, { phone: defaultPhone });

  const onSubmit = form.submit(async ({ phone }) => {
    setProblem(null);
    try {
      const sent = await sendCode(phone, 'sms');
      saveValue(LOGIN_IDENTIFIER_KEY, sent.identifier);
      toast({
        title: _('auth.toast.otpSent'),
        description: _('auth.toast.codeSentTo', { phone: maskedPhone(phone) }),
        variant: 'success',
      });
      onCodeSent({ phone, identifier: sent.identifier, resendAfter: sent.resendAfter });
    } catch (error) {
      const next = sendOtpError(error);
      setProblem(next);
      toast({ title: knownText(next.title), description: knownText(next.description), variant: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-ink-700">{_('auth.login.intro')}</p>
      <PhoneField
        ref={form.field('phone')}
        label={_('auth.field.mobile')}
        name="phone"
        value={form.values.phone}
        onValueChange={(phone) => form.set('phone', phone)}
        error={knownText(form.errors.phone)}
        autoFocus
      />
      <FormProblem title={problem?.title} description={problem?.description} />
      <button type="submit" className="btn-primary w-full" disabled={form.submitting}>
        {form.submitting ? _('auth.sending') : _('auth.sendOtp')}
      </button>
    </form>
  );
}
