// Profile changes: the name (PATCH /users/me) and the e-mail, which changes only after a code sent
// to the new address and a fresh one sent to the phone are verified together (a token alone must
// not move the account to another address). The code calls follow PRODUCT.md §8's retry rule like
// every OTP call.
import { useMutation } from '@tanstack/react-query';
import { withOtpRetry } from '@/lib/otp-errors';
import { apiRequest } from '@/lib/api-client';
import type { EmailCodeSent, UserAnswer } from '../types';

export const ME_PATH = '/api/v1/users/me';
export const EMAIL_SEND_PATH = '/api/v1/users/me/email/send-otp';
export const EMAIL_PHONE_SEND_PATH = '/api/v1/users/me/email/send-phone-otp';
export const EMAIL_VERIFY_PATH = '/api/v1/users/me/email/verify';

export async function updateName(fullName: string): Promise<UserAnswer> {
  return (await apiRequest<UserAnswer>(ME_PATH, { method: 'PATCH', body: { fullName } })).data;
}

export function sendEmailCode(email: string): Promise<EmailCodeSent> {
  return withOtpRetry(
    async () => (await apiRequest<EmailCodeSent>(EMAIL_SEND_PATH, { method: 'POST', body: { email } })).data,
  );
}

/** The fresh code to the account's phone that an e-mail change needs besides; `identifier` is masked. */
export function sendEmailPhoneCode(): Promise<EmailCodeSent> {
  return withOtpRetry(async () => (await apiRequest<EmailCodeSent>(EMAIL_PHONE_SEND_PATH, { method: 'POST' })).data);
}

export function verifyEmailCode(email: string, code: string, phoneCode: string): Promise<UserAnswer> {
  return withOtpRetry(
    async () =>
      (await apiRequest<UserAnswer>(EMAIL_VERIFY_PATH, { method: 'POST', body: { email, code, phoneCode } })).data,
  );
}

export const useUpdateName = () => useMutation({ mutationFn: updateName });
export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
export const useSendEmailPhoneCode = () => useMutation({ mutationFn: sendEmailPhoneCode });
export const useVerifyEmailCode = () =>
  useMutation({
    mutationFn: ({ email, code, phoneCode }: { email: string; code: string; phoneCode: string }) =>
      verifyEmailCode(email, code, phoneCode),
  });
