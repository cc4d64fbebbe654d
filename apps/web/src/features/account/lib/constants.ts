// PRODUCT.md §9 constants of the account feature.

/** "Auth modal reset / cookie banner delay": 0.5 s / 1.5 s */
export const COOKIE_BANNER_DELAY_MS = 1500;
