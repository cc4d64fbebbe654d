// The auth feature's public entry: what the app and other features use of signing in (the
// providers, the role guard, the progressive gate). Everything else in features/auth is its own
// business; the code rules and texts the profile pages share are in src/lib (sign-in-rules,
// otp-errors), so importing this entry never brings the form validation into a first load.
export { AuthProviders } from './providers';
export { RequireRole } from './RequireRole';
export { BOOKING_ACTION, PENDING_ACTION_KEY, readGateLog, useAuthGate, usePendingActionResume } from './gate';
