// Progressive auth gate (PRODUCT.md §4): an action asks for sign-in at one of three levels. Signed-in
// users are never prompted. A gate opens the auth modal, records its outcome (shown, then one of
// completed, skipped, cancelled), runs a hard gate's action after sign-in and a soft gate's when
// the modal closes. A hard gate that preserves its data keeps it in sessionStorage
// (`pending_action`, PRODUCT.md §3) so a reload or a full-page sign-up does not lose it.
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useAuthModal, type AuthGatePrompt } from './auth-modal-context';
import { useSession } from '@/lib/session';
import { messageId } from '@/i18n/catalogs';

export type { AuthGatePrompt } from './auth-modal-context';

export type GateLevel = 'none' | 'soft' | 'hard';
export type GateOutcome = 'shown' | 'completed' | 'skipped' | 'cancelled';

export interface GateOptions<D = unknown> {
  level: GateLevel;
  /** What is being attempted, e.g. "start-booking"; names the pending action and log entries. */
  action: string;
  prompt?: Partial<AuthGatePrompt>;
  /** The account type a sign-up through this gate makes (see OpenAuthModalOptions). */
  signUpRole?: 'user' | 'owner';
  data?: D;
  run: (data: D) => void;
}

export interface GateLogEntry {
  action: string;
  level: GateLevel;
  outcome: GateOutcome;
  at: number;
}

export interface PendingAction<D = unknown> {
  action: string;
  data: D;
  createdAt: number;
}

export const PENDING_ACTION_KEY = 'pending_action';
/** The action name of "Book now" (PRODUCT.md §4: start booking, entered data preserved). */
export const BOOKING_ACTION = 'start-booking';
export const GATE_LOG_KEY = 'auth_gate_log';
/** Newest entries kept in the outcome log. */
export const GATE_LOG_LIMIT = 50;
/** A pending action older than this is dropped rather than resumed by surprise. */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;

export const DEFAULT_PROMPTS: Record<Exclude<GateLevel, 'none'>, AuthGatePrompt> = {
  soft: {
    // Message ids: the modal shows them in the active language.
    title: messageId('auth.gate.softTitle'),
    description: messageId('auth.gate.description'),
    benefit: messageId('auth.gate.softBenefit'),
    icon: 'heart',
    canSkip: true,
    skipText: messageId('auth.maybeLater'),
    incentive: '',
    preserveData: false,
  },
  hard: {
    title: messageId('auth.gate.hardTitle'),
    description: messageId('auth.gate.description'),
    benefit: '',
    icon: 'lock',
    canSkip: false,
    skipText: '',
    incentive: '',
    preserveData: false,
  },
};

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The outcome log, oldest first (for tests and, later, analytics). */
export function readGateLog(): GateLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(GATE_LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as GateLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function recordGateOutcome(action: string, level: GateLevel, outcome: GateOutcome): void {
  const log = [...readGateLog(), { action, level, outcome, at: Date.now() }].slice(-GATE_LOG_LIMIT);
  try {
    session()?.setItem(GATE_LOG_KEY, JSON.stringify(log));
  } catch {
    // A full store only loses the log.
  }
}

export function readPendingAction(): PendingAction | null {
  try {
    const parsed = JSON.parse(session()?.getItem(PENDING_ACTION_KEY) ?? 'null') as PendingAction | null;
    if (!parsed || typeof parsed.action !== 'string' || typeof parsed.createdAt !== 'number') return null;
    if (Date.now() - parsed.createdAt > PENDING_ACTION_TTL_MS) {
      clearPendingAction();
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

export function writePendingAction(action: string, data: unknown): void {
  const pending: PendingAction = { action, data, createdAt: Date.now() };
  try {
    session()?.setItem(PENDING_ACTION_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the action still runs after an in-place sign-in.
  }
}

export function clearPendingAction(): void {
  session()?.removeItem(PENDING_ACTION_KEY);
}

export function useAuthGate() {
  const { status } = useSession();
  const { openAuthModal } = useAuthModal();

  const gate = useCallback(
    <D,>({ level, action, prompt, signUpRole, data, run }: GateOptions<D>) => {
      if (level === 'none' || status === 'signed-in') {
        run(data as D);
        return;
      }
      const merged: AuthGatePrompt = { ...DEFAULT_PROMPTS[level], ...prompt };
      // A hard gate can never be skipped, whatever the prompt says.
      if (level === 'hard') merged.canSkip = false;
      if (level === 'hard' && merged.preserveData) writePendingAction(action, data);
      recordGateOutcome(action, level, 'shown');

      let settled = false;
      openAuthModal({
        step: 'method-select',
        prompt: merged,
        signUpRole,
        onSignedIn: () => {
          if (settled) return;
          settled = true;
          recordGateOutcome(action, level, 'completed');
          if (level === 'hard') {
            clearPendingAction();
            run(data as D);
          }
        },
        onClose: (reason) => {
          if (!settled) {
            settled = true;
            recordGateOutcome(action, level, reason === 'skipped' ? 'skipped' : 'cancelled');
            // The user changed their mind: a later, unrelated sign-in must not resume it.
            if (level === 'hard') clearPendingAction();
          }
          if (level === 'soft') run(data as D);
        },
      });
    },
    [status, openAuthModal],
  );

  return { gate };
}

/**
 * Resumes a preserved hard-gate action once the user is signed in, when the modal that asked for
 * it is gone (page reloaded, sign-up finished on /register). `handlers` maps action names to what
 * to do with the stored data.
 */
export function usePendingActionResume(handlers: Record<string, (data: unknown) => void>): void {
  const { status } = useSession();
  const { isOpen } = useAuthModal();
  // The handlers of the latest render, without resuming again when only they change.
  const resume = useEffectEvent(() => {
    const pending = readPendingAction();
    if (!pending) return;
    const handler = handlers[pending.action];
    if (!handler) return;
    clearPendingAction();
    handler(pending.data);
  });

  useEffect(() => {
    // While the modal is open, its own sign-in callback runs the action.
    if (status !== 'signed-in' || isOpen) return;
    resume();
  }, [status, isOpen]);
}
