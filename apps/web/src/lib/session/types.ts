// Wire shapes of the sign-in API, aliased from the generated OpenAPI types (never hand-copied).
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

/** A signed-in user as PRODUCT.md §3 shows one: id, fullName, username, email, phone, role. */
export type SessionUser = Schemas['UserView'];

export type UserRole = SessionUser['role'];

/** What a successful sign-in hands the session (PRODUCT.md §4: user, token and refreshToken). */
export interface SignInResult {
  token: string;
  refreshToken: string;
  user: SessionUser;
}

export type SessionResponse = Schemas['SessionResponse'];
