// Wire shapes of the account API (DESIGN.md "API map": /api/v1/users/me/*).
import type { SessionUser } from '@/features/auth/session';

export type ConsentChoice = 'all' | 'essential';

/** `GET`/`POST /api/v1/users/me/consent`: the user's latest choice, null until they choose. */
export interface ConsentState {
  choice: ConsentChoice | null;
  policyVersion: string;
  decidedAt: string | null;
}

/** `GET`/`PUT /api/v1/users/me/notification-preferences`. */
export interface NotificationPreferences {
  bookingSms: boolean;
  bookingEmail: boolean;
  messageEmail: boolean;
  marketingEmail: boolean;
}

/** `POST /api/v1/users/me/email/send-otp`: where the code went and when another may be asked for. */
export interface EmailCodeSent {
  identifier: string;
  resendAfter: number;
}

export interface UserAnswer {
  user: SessionUser;
}
