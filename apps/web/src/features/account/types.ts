// Wire shapes of the account API (API.md "API map": /api/v1/users/me/*), aliased from the types
// generated from the server's OpenAPI document (never hand-copied; `npm run gen:api`).
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

export type ConsentChoice = Schemas['ConsentChoice'];

/** `GET`/`POST /api/v1/users/me/consent`: the user's latest choice, null until they choose. */
export type ConsentState = Schemas['ConsentData'];

/** `GET`/`PUT /api/v1/users/me/notification-preferences`. */
export type NotificationPreferences = Schemas['NotificationPreferences'];

/** `POST /api/v1/users/me/email/send-otp`: where the code went and when another may be asked for. */
export type EmailCodeSent = Schemas['EmailSendData'];

/** `PATCH /api/v1/users/me` and `POST /api/v1/users/me/email/verify`: the updated user. */
export type UserAnswer = Schemas['MeData'];
