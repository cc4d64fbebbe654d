// Where to go after signing in: the `?next=` the user came from, but only a path of this site,
// never an external URL (an open redirect would let a link send users anywhere after sign-in).
import { paths } from '@/config/paths';

const AUTH_PAGES = [paths.login, paths.register, paths.verifyRegistration];

export function safeNext(next: string | null | undefined): string {
  if (!next) return paths.home;
  // Only "/something": not "//host", not "/\host" (browsers read both as another origin).
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  try {
    const url = new URL(next, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return paths.home;
    if (AUTH_PAGES.includes(url.pathname as (typeof AUTH_PAGES)[number])) return paths.home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return paths.home;
  }
}

/** A link to a sign-in page that comes back to `here` afterwards. */
export function withNext(page: string, here: string): string {
  return here && here !== paths.home ? `${page}?next=${encodeURIComponent(here)}` : page;
}
