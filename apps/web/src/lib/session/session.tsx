// The signed-in session (PRODUCT.md §4 "Session"): credentials live in localStorage (PRODUCT.md §3 token,
// refreshToken, user); on load a stored token is checked with /auth/me, a failure tries the
// refresh token once, and if that fails too the credentials are cleared. Tabs follow each other
// through the `storage` event. Everything that must end with the session (the realtime link,
// later) registers an `onSignOut` hook.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import {
  ApiError,
  NETWORK_ERROR_STATUS,
  REFRESH_TOKEN_KEY,
  TOKEN_KEY,
  USER_KEY,
  apiRequest,
  clearStoredSession,
  onSessionChange,
  readStoredToken,
  refreshSession,
  storeSession,
} from '@/lib/api-client';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/react-query';
import { clearSavedForOffline } from '@/lib/saved-for-offline/clear';
import { flushAnalytics, track } from '@/lib/analytics';
import { useToast } from '@/components/toast';
import { i18n } from '@/i18n';
import '@/components/messages';
import type { SessionUser, SignInResult } from './types';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  signIn(result: SignInResult): void;
  signOut(): Promise<void>;
  signOutEverywhere(): Promise<void>;
  setUser(user: SessionUser): void;
}

const SessionContext = createContext<Session | null>(null);

type SignOutHook = () => void;
const signOutHooks = new Set<SignOutHook>();

/** Runs `hook` whenever the session ends (sign out here, in another tab, or a failed refresh). */
export function onSignOut(hook: SignOutHook): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

/**
 * True while this tab's own Sign Out (or Sign out everywhere) is under way: the server then
 * revokes the session and tells this tab's realtime link too (SESSION_REVOKED), which must not
 * read as "You have been signed out" to the person who just chose to.
 */
let leaving = false;
export function signingOut(): boolean {
  return leaving;
}

function runSignOutHooks() {
  for (const hook of signOutHooks) {
    try {
      hook();
    } catch (error) {
      console.error('[session] sign-out hook failed', error);
    }
  }
}

function isUser(value: unknown): value is SessionUser {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'number' && typeof record.fullName === 'string' && typeof record.role === 'string';
}

/** The stored user record, when it parses as one. */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function storeUser(user: SessionUser) {
  try {
    window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
}

/** `GET /api/v1/auth/me` answers `user` at the top level and in `data.user` (PRODUCT.md §7). */
async function fetchMe(): Promise<SessionUser> {
  const { data } = await apiRequest<{ user?: unknown } | undefined>('/api/v1/auth/me', {
    auth: false,
    headers: bearer(),
  });
  const user = data?.user;
  if (!isUser(user)) throw new ApiError({ status: 500, message: 'The server sent no user' });
  return user;
}

/** PRODUCT.md §7 "user logout", sent at once: the token still attributes it to the user leaving. */
function trackLogout() {
  track('user_logout', {});
  flushAnalytics();
}

function bearer(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

interface State {
  status: SessionStatus;
  user: SessionUser | null;
}

function initialState(): State {
  const token = typeof window === 'undefined' ? null : readStoredToken();
  // While the stored token is being checked, the stored user is shown (no flash of Login).
  return token ? { status: 'loading', user: readStoredUser() } : { status: 'signed-out', user: null };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(initialState);
  const navigate = useNavigate();
  const { toast } = useToast();
  const checked = useRef(false);
  // The listeners below ask for the status when an event comes, not when they were set up.
  const currentStatus = useEffectEvent(() => state.status);

  // What the signed-in user read (bookings, messages, their listings) must not outlive the
  // session, in memory or saved for offline use, wherever it ended: the next person on this device
  // starts empty.
  useEffect(
    () =>
      onSignOut(() => {
        queryClient.clear();
        clearSavedForOffline();
      }),
    [],
  );

  const endLocally = useCallback(() => {
    clearStoredSession();
    setState({ status: 'signed-out', user: null });
    runSignOutHooks();
  }, []);

  // PRODUCT.md §4: on load, check a stored token; failing that, refresh once; failing that, clear.
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!readStoredToken()) return;
    let cancelled = false;
    (async () => {
      try {
        const user = await fetchMe();
        storeUser(user);
        if (!cancelled) setState({ status: 'signed-in', user });
        return;
      } catch (error) {
        if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) {
          // Offline: nothing says the session is over; keep what is stored.
          if (!cancelled) setState((s) => ({ status: s.user ? 'signed-in' : 'signed-out', user: s.user }));
          return;
        }
      }
      try {
        const tokens = await refreshSession();
        if (!tokens) {
          if (!cancelled) endLocally();
          return;
        }
        const user = isUser(tokens.user) ? tokens.user : await fetchMe();
        storeUser(user);
        if (!cancelled) setState({ status: 'signed-in', user });
      } catch (error) {
        if (error instanceof ApiError && (error.status === NETWORK_ERROR_STATUS || error.status >= 500)) {
          if (!cancelled) setState((s) => ({ status: s.user ? 'signed-in' : 'signed-out', user: s.user }));
          return;
        }
        if (!cancelled) endLocally();
      }
    })();
    return () => {
      cancelled = true;
      // StrictMode runs effects twice in development: let the second run check again.
      checked.current = false;
    };
  }, [endLocally]);

  // A refresh made by any request updates the user; a refused one ends the session.
  useEffect(
    () =>
      onSessionChange((event) => {
        if (event.type === 'refreshed') {
          if (isUser(event.tokens.user)) {
            const user = event.tokens.user;
            setState({ status: 'signed-in', user });
          }
          return;
        }
        if (event.type === 'expired' && currentStatus() === 'signed-in') {
          toast({ title: i18n._('c.expired'), description: i18n._('c.signInAgain'), variant: 'warning' });
        }
        setState({ status: 'signed-out', user: null });
        runSignOutHooks();
      }),
    [toast],
  );

  // Another tab signed in, out, or changed the profile.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== REFRESH_TOKEN_KEY)
        return;
      if (!readStoredToken()) {
        if (currentStatus() !== 'signed-out') runSignOutHooks();
        setState({ status: 'signed-out', user: null });
        return;
      }
      const user = readStoredUser();
      if (user) setState({ status: 'signed-in', user });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((result: SignInResult) => {
    storeSession(result);
    setState({ status: 'signed-in', user: result.user });
  }, []);

  const finishSignOut = useCallback(() => {
    endLocally();
    navigate(paths.home);
  }, [endLocally, navigate]);

  const signOut = useCallback(async () => {
    trackLogout();
    leaving = true;
    try {
      await apiRequest('/api/v1/auth/logout', { method: 'POST', auth: false, headers: bearer() });
    } catch {
      // The server may already consider the session over; signing out here must still work.
    }
    try {
      finishSignOut();
    } finally {
      leaving = false;
    }
  }, [finishSignOut]);

  const signOutEverywhere = useCallback(async () => {
    trackLogout();
    leaving = true;
    try {
      try {
        await apiRequest('/api/v1/auth/logout-all', { method: 'POST' });
      } catch (error) {
        // A refused token means the sessions are already gone; anything else is worth telling.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
      finishSignOut();
    } finally {
      leaving = false;
    }
  }, [finishSignOut]);

  const setUser = useCallback((user: SessionUser) => {
    storeUser(user);
    setState((s) => ({ status: s.status === 'signed-out' ? 'signed-out' : 'signed-in', user }));
  }, []);

  const value = useMemo<Session>(
    () => ({ ...state, signIn, signOut, signOutEverywhere, setUser }),
    [state, signIn, signOut, signOutEverywhere, setUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The session, or null outside the provider: only for the app shell the router paints before the
 * root layout (and its providers) has loaded.
 */
export function useSessionIfAny(): Session | null {
  return useContext(SessionContext);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
