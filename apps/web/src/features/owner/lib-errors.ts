// SPEC §8 "Dashboard errors": an 'unauthorized' message gives "Authorization Required";
// 'Authentication required' gives "Login Required: Please log in to continue."; otherwise
// "Error: Failed to {action}. Please try again." Shown as a toast: title, then description.
import { ApiError } from '@/lib/api-client';

export function dashboardError(error: unknown, action: string): { title: string; description?: string } {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/unauthori[sz]ed/i.test(message) || (error instanceof ApiError && error.status === 403)) {
    return { title: 'Authorization Required' };
  }
  if (/authentication required/i.test(message) || (error instanceof ApiError && error.status === 401)) {
    return { title: 'Login Required', description: 'Please log in to continue.' };
  }
  return { title: 'Error', description: `Failed to ${action}. Please try again.` };
}
