// The unread-message count on the header and menus: hidden at 0, "99+" above 99 (PRODUCT.md §9). A null
// count is unknown (it could not be fetched): the badge then shows "?" instead of a number, and
// says so to screen readers, rather than a stale number or nothing (which would read as none).
import clsx from 'clsx';
import { UNREAD_BADGE_CAP } from '@/config/constants';
import { useLingui } from '@/i18n/react';
import './messages';

export { UNREAD_BADGE_CAP };

/** Said by the badge, and by links carrying it, while the count is unknown. */
export const UNREAD_UNKNOWN_TEXT = 'unread count unavailable';

export function unreadLabel(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

const pill = 'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-bold leading-5';

export function UnreadBadge({ count, className }: { count: number | null; className?: string }) {
  const { _ } = useLingui();
  if (count === null) {
    return (
      <span className={clsx(pill, 'bg-white text-ink-700 ring-1 ring-inset ring-ink-600', className)}>
        <span aria-hidden="true">?</span>
        <span className="sr-only"> {_('c.unknown')}</span>
      </span>
    );
  }
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <span className={clsx(pill, 'bg-brand-700 text-white', className)}>
      {unreadLabel(count)}
      <span className="sr-only"> {_('c.unread', { count })}</span>
    </span>
  );
}
