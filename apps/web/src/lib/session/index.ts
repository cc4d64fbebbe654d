// The signed-in session that every feature reads: its provider and hooks, the sign-out hook
// registry, and the user's wire shape. Signing in itself (dialogs, codes, the gate) is features/auth.
export {
  SessionProvider,
  onSignOut,
  readStoredUser,
  signingOut,
  useSession,
  useSessionIfAny,
  type Session,
  type SessionStatus,
} from './session';
export type { SessionResponse, SessionUser, SignInResult, UserRole } from './types';
