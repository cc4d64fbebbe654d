// react-admin authProvider for the console: phone + OTP sign-in against the admin endpoints,
// the session kept in localStorage (adminToken, csrfToken, refresh token, adminUser). Renewing it on
// a 401 is the httpClient's job (auth/refresh.ts); checkError only sees what renewal could not save.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { sendAdminOtp, verifyAdminOtp, type OtpApiOptions } from './otpApi';
import { clearSession, displayName, endSession, getAdminToken, getAdminUser, saveSession } from './session';

/** What the login page passes to `login()` once the admin has typed the code. */
export interface AdminLoginParams {
  phone: string;
  otp: string;
}

/** The console's authProvider plus the first sign-in step, which react-admin has no name for. */
export interface AdminAuthProvider extends AuthProvider {
  sendOtp: (phone: string) => Promise<void>;
}

export function createAuthProvider(options: OtpApiOptions = {}): AdminAuthProvider {
  return {
    sendOtp: (phone) => sendAdminOtp(phone, options),

    async login({ phone, otp }: AdminLoginParams) {
      const session = await verifyAdminOtp(phone, otp, options);
      saveSession(session);
    },

    async logout() {
      // No admin logout endpoint exists yet (API.md "API map"); the tokens die with the storage.
      // A deliberate sign-out leaves no "session has ended" note; react-admin also calls this
      // after checkError, which has already left one.
      clearSession();
    },

    async checkAuth() {
      if (!getAdminToken()) {
        // message: false — landing on /admin signed out is normal, not an error to announce.
        throw { message: false };
      }
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401 || error?.status === 403) {
        // The login page then says the session ended (once), unlike after a sign-out.
        endSession();
        throw error;
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = getAdminUser();
      if (!user) throw new Error('No admin is signed in');
      return { id: user.id, fullName: displayName(user) };
    },

    async getPermissions() {
      return getAdminUser()?.role ?? null;
    },
  };
}

export const authProvider = createAuthProvider();
