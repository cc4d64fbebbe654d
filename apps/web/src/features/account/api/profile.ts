// Profile changes: the name (PATCH /users/me) and the e-mail, which changes only after a code sent
// to the new address is verified. The code calls follow SPEC §8's retry rule like every OTP call.
import { useMutation } from '@tanstack/react-query';
import { withOtpRetry } from '@/lib/otp-errors';
import { apiRequest } from '@/lib/api-client';
import type { EmailCodeSent, UserAnswer } from '../types';

export const ME_PATH = '/api/v1/users/me';
export const EMAIL_SEND_PATH = '/api/v1/users/me/email/send-otp';
export const EMAIL_VERIFY_PATH = '/api/v1/users/me/email/verify';

export async function updateName(fullName: string): Promise<UserAnswer> {
  return (await apiRequest<UserAnswer>(ME_PATH, { method: 'PATCH', body: { fullName } })).data;
}

export function sendEmailCode(email: string): Promise<EmailCodeSent> {
  return withOtpRetry(async () => (await apiRequest<EmailCodeSent>(EMAIL_SEND_PATH, { method: 'POST', body: { email } })).data);
}

export function verifyEmailCode(email: string, code: string): Promise<UserAnswer> {
  return withOtpRetry(
    async () => (await apiRequest<UserAnswer>(EMAIL_VERIFY_PATH, { method: 'POST', body: { email, code } })).data,
  );
}

export const useUpdateName = () => useMutation({ mutationFn: updateName });
export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
export const useVerifyEmailCode = () =>
  useMutation({ mutationFn: ({ email, code }: { email: string; code: string }) => verifyEmailCode(email, code) });
