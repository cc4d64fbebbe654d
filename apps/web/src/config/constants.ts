// Business constants of PRODUCT.md §9 (and the support contact of PRODUCT.md "Support contact"), in one place.
// Each carries the spec's name in a comment so a reader can find it in the table.

const MINUTE = 60_000;

/** "Query staleness / removal": 5 min stale */
export const QUERY_STALE_TIME_MS = 5 * MINUTE;
/** "Query staleness / removal": unused removed after 30 min */
export const QUERY_GC_TIME_MS = 30 * MINUTE;
/** "Query staleness / removal": retry at most once */
export const QUERY_MAX_RETRIES = 1;

/** "Adaptive staleness": 10 min on poor network or data-saver */
export const ADAPTIVE_STALE_POOR_MS = 10 * MINUTE;
/** "Adaptive staleness": 5 min good */
export const ADAPTIVE_STALE_GOOD_MS = 5 * MINUTE;
/** "Adaptive staleness": 1 min excellent */
export const ADAPTIVE_STALE_EXCELLENT_MS = 1 * MINUTE;

/** "Scroll memory": 50 positions */
export const SCROLL_MEMORY_MAX_ENTRIES = 50;
/** "Scroll memory": 30 min */
export const SCROLL_MEMORY_TTL_MS = 30 * MINUTE;
/** "Scroll memory": debounce 150 ms */
export const SCROLL_MEMORY_DEBOUNCE_MS = 150;

/** "First-booking offer": FIRST500, 500 rupees off */
export const FIRST_BOOKING_OFFER_CODE = 'FIRST500';
export const FIRST_BOOKING_OFFER_AMOUNT_INR = 500;

/** "Price alerts": saving up to 2000 rupees */
export const PRICE_ALERT_SAVING_INR = 2000;

/** "Durations": half-day 12 h, full day 24 h */
export const HALF_DAY_HOURS = 12;
export const FULL_DAY_HOURS = 24;

/** "Unread badge cap": 99+ */
export const UNREAD_BADGE_CAP = 99;

/** "Phone length, country code": 10 digits, +91 */
export const PHONE_LENGTH = 10;
export const PHONE_COUNTRY_CODE = '+91';
/** "OTP length": 6 */
export const OTP_LENGTH = 6;

/** "Tooltip delay": 700 ms */
export const TOOLTIP_DELAY_MS = 700;

/** "Service area / hours": about 100 km around Hyderabad; daily 09:00-21:00 */
export const SERVICE_AREA_KM = 100;
export const SUPPORT_HOURS = { opens: '09:00', closes: '21:00' } as const;

/** Marketplace time zone (PRODUCT.md "Money, time, identity"). */
export const MARKET_TIME_ZONE = 'Asia/Kolkata';

/** Guests accepted by search (docs/API.md `guests` 1–100). */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 100;
/** Search page size (docs/API.md `perPage` default). */
export const SEARCH_PAGE_SIZE = 12;

/** Support contact (PRODUCT.md "Support contact"). */
export const SUPPORT_PHONE = '+91 40 4520 7788';
/** PRODUCT.md §1 "by a chat link": the WhatsApp number support answers (the server may override it). */
export const SUPPORT_WHATSAPP = '+91 90520 07788';
export const SUPPORT_EMAIL = 'support@hyderabadescapes.in';
export const SUPPORT_POSTAL_ADDRESS = 'Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033';

export const BRAND_NAME = 'Hyderabad Escapes';

/** "Heartbeat / reconnect": the server pings every 30 s. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** PRODUCT.md §4 "Realtime connection": no heartbeat for more than twice the interval is stale. */
export const HEARTBEAT_STALE_MS = 2 * HEARTBEAT_INTERVAL_MS;
/** "Heartbeat / reconnect": reconnect after 5 s, max 3 attempts. */
export const STALE_RECONNECT_DELAY_MS = 5_000;
export const STALE_RECONNECT_MAX_ATTEMPTS = 3;
/** "Heartbeat / reconnect": 100 ms pause before a manual reconnect. */
export const MANUAL_RECONNECT_PAUSE_MS = 100;
/** "Socket defaults": reconnection delay 1 s up to 5 s, timeout 20 s. */
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;
export const SOCKET_RECONNECTION_DELAY_MAX_MS = 5_000;
export const SOCKET_TIMEOUT_MS = 20_000;
/** "Message list refresh (/messages only)": every 3 s when realtime is down, else every 10 s. */
export const MESSAGES_REFRESH_DOWN_MS = 3_000;
export const MESSAGES_REFRESH_UP_MS = 10_000;
/** "Polling intervals": default 30 s (the header's unread count while realtime is down). */
export const POLL_DEFAULT_MS = 30_000;
/** "Polling intervals": frequent 5 s (a payment the provider has not settled yet). */
export const POLL_FREQUENT_MS = 5_000;
/** "Polling intervals": slow 2 min (the owner's dashboard totals). */
export const POLL_SLOW_MS = 2 * MINUTE;
/** "Polling intervals": auto-save 3 s (the listing editor saves changes after this pause). */
export const AUTO_SAVE_MS = 3_000;

/** Reviews from stays (PRODUCT.md "Reviews"; the server's core::reviews limits). */
export const REVIEW_COMMENT_MIN_CHARS = 10;
export const REVIEW_COMMENT_MAX_CHARS = 2000;
export const REVIEW_REPLY_MIN_CHARS = 2;
export const REVIEW_REPLY_MAX_CHARS = 1000;

/** "Service worker": update check every 60 s. */
export const SW_UPDATE_CHECK_MS = 60_000;
/** "Service worker": prompt auto-dismiss 30 s (PRODUCT.md §2 "Update prompt"). */
export const UPDATE_PROMPT_DISMISS_MS = 30_000;

/** "Request cache": max 50 entries */
export const REQUEST_CACHE_MAX_ENTRIES = 50;
/** "Request cache": default TTL 5 min (or the max-age given) */
export const REQUEST_CACHE_TTL_MS = 5 * MINUTE;
/** "Request cache": compression over 1024 bytes */
export const REQUEST_CACHE_COMPRESS_ABOVE_BYTES = 1024;
/** "Request cache": cleanup every 60 s */
export const REQUEST_CACHE_CLEANUP_MS = 60_000;
