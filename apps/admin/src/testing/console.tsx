// Renders the whole console at a path with an admin signed in, the way a browser would open it.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { createAuthProvider } from '../auth/authProvider';
import { saveSession } from '../auth/session';

export const signedInAdmin = { id: 1, fullName: 'Asha Rao', phone: '+919000000000', role: 'admin' };

export function renderSignedIn(path: string) {
  saveSession({ adminToken: 'admin-token-1', csrfToken: 'csrf-1', user: signedInAdmin });
  window.history.replaceState({}, '', path);
  const user = userEvent.setup();
  render(<App authProvider={createAuthProvider({ retryDelayMs: 0 })} />);
  return user;
}

/** A simple-REST list answer: `{success, data}` with the total in Content-Range. */
export function listAnswer(resource: string, rows: unknown[], total = rows.length, start = 0) {
  const end = rows.length === 0 ? start : start + rows.length - 1;
  return {
    body: { success: true, data: rows },
    init: { headers: { 'Content-Range': `${resource} ${start}-${end}/${total}` } },
  };
}
