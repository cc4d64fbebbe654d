// MSW server for unit tests; each test adds its handlers with server.use(...).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Calls every signed-in page makes (the header's unread count), answered by default so tests of
 * other features need not stub them; a test's own handler takes precedence.
 */
export const defaultHandlers = [
  http.get('/api/v1/messages/unread-count', () => HttpResponse.json({ success: true, data: { unreadCount: 0 } })),
  http.get('/api/v1/users/me/saved', () => HttpResponse.json({ success: true, data: { items: [] } })),
  // The fired-alert notices every signed-in page shows (features/alerts).
  http.get('/api/v1/users/me/alerts/fired', () => HttpResponse.json({ success: true, data: { items: [] } })),
];

export const server = setupServer(...defaultHandlers);
