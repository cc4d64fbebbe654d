// Where a signed-out visitor was going: the router sends them to /login?next=<path> and the login
// page returns them there once signed in (the web app's "Analytics Dashboard" entry opens
// /admin/analytics, which should not end on the dashboard). Only a path inside the console is
// followed, never another site.

const NEXT_PARAM = 'next';

/** The login page's path for a visitor who wanted `wanted` (a console path with its query). */
export function loginPathFor(wanted: string): string {
  const target = returnPath(wanted);
  return target && target !== '/' ? `/login?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}` : '/login';
}

/** `?next=` of the login page's query when it is a console path; else undefined. */
export function returnPathFrom(search: string): string | undefined {
  return returnPath(new URLSearchParams(search).get(NEXT_PARAM));
}

function returnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (/^\/login(?:[/?#]|$)/.test(value)) return undefined;
  return value;
}
