// PRODUCT.md §8 "Dashboard errors": an 'unauthorized' message gives "Authorization Required";
// 'Authentication required' gives "Login Required: Please log in to continue."; otherwise
// "Error: Failed to {action}. Please try again." Shown as a toast: title, then description.
// `failed` is the id of that whole sentence for the action (an owner.failed.* id given with messageId), so each
// language words it as one sentence; translated when the error happens.
import { i18n } from '@/i18n/catalogs';
import { ApiError } from '@/lib/api-client';
import './messages';

export function dashboardError(error: unknown, failed: string): { title: string; description?: string } {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/unauthori[sz]ed/i.test(message) || (error instanceof ApiError && error.status === 403)) {
    return { title: i18n._('owner.error.authorization') };
  }
  if (/authentication required/i.test(message) || (error instanceof ApiError && error.status === 401)) {
    return { title: i18n._('owner.error.login'), description: i18n._('owner.error.loginText') };
  }
  return { title: i18n._('owner.error.title'), description: i18n._(failed) };
}

/** "Title: description" (or the title alone), for an error shown inline. */
export function dashboardErrorText(error: unknown, failed: string): string {
  const e = dashboardError(error, failed);
  return e.description ? `${e.title}: ${e.description}` : e.title;
}
