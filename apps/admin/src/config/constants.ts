// Constants of PRODUCT.md §9 and the admin API paths of API.md ("API map"), in one place for the console.

/** "Phone length, country code": 10 digits, +91 */
export const PHONE_LENGTH = 10;
export const PHONE_COUNTRY_CODE = '+91';
/** "OTP length": 6 */
export const OTP_LENGTH = 6;
/** "Resend countdown": 30 s (simple dialog); the admin login is a simple phone + code flow. */
export const RESEND_COUNTDOWN_S = 30;
/** PRODUCT.md §8: OTP requests are retried once after 2 seconds on 5xx or when offline. */
export const OTP_RETRY_DELAY_MS = 2_000;

/** Where the Rust server mounts the console (vite `base` and the router basename). */
export const ADMIN_BASENAME = '/admin';
/** react-admin simple REST root (API.md "API map"). */
export const ADMIN_API_PATH = '/api/v1/admin';
export const ADMIN_SEND_OTP_PATH = `${ADMIN_API_PATH}/auth/send-otp`;
export const ADMIN_VERIFY_OTP_PATH = `${ADMIN_API_PATH}/auth/verify-otp`;
/** docs/ADMIN_API.md "Session": trades the refresh token for new tokens (rotated on each use). */
export const ADMIN_REFRESH_PATH = `${ADMIN_API_PATH}/auth/refresh`;

/** docs/ADMIN_API.md "Actions": a reason is 1–500 characters of text without control characters. */
export const REASON_MAX_LENGTH = 500;

/** Header that state-changing admin calls carry (API.md "API map"). */
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Browser storage keys (PRODUCT.md §3 "Stored client values"). `user` belongs to the guest app,
 * so the admin's own record lives under `adminUser`.
 */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  csrfToken: 'csrfToken',
  adminUser: 'adminUser',
  refreshToken: 'adminRefreshToken',
} as const;

/**
 * sessionStorage key set when the console ended a session the admin did not sign out of (refresh
 * refused, account suspended); the login page says so once and removes it.
 */
export const SESSION_ENDED_KEY = 'adminSessionEnded';

/** The console's review queue: listings whose status is `pending_review`. */
export const REVIEW_QUEUE_PATH = '/review-queue';

/** The console's Analytics screen (PRODUCT.md §6 "Analytics Dashboard"); the web app's admin menu links here. */
export const ANALYTICS_PATH = '/analytics';
/** The periods it offers, in days ending today (Asia/Kolkata); 30 is the API's default too. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** The console's Reconciliation page (docs/ADMIN_API.md "Reconciliation"). */
export const RECONCILIATION_PATH = '/reconciliation';
/** The days it shows until the admin picks others: the last week, today included (India time). */
export const RECONCILIATION_DEFAULT_DAYS = 7;
