// Reads an access token's `iat`/`exp` (the JWT payload, base64url JSON) without verifying it: the
// realtime link only needs to know when to renew before the server closes it (docs/REALTIME.md).

export interface TokenTimes {
  /** Seconds since the epoch. */
  exp: number;
  iat?: number;
}

export function tokenTimes(token: string | null): TokenTimes | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as Record<string, unknown>;
    if (typeof claims?.exp !== 'number') return null;
    return { exp: claims.exp, iat: typeof claims.iat === 'number' ? claims.iat : undefined };
  } catch {
    return null;
  }
}
