// The unread-message count on the header and menus: hidden at 0, "99+" above 99 (SPEC §9).
import clsx from 'clsx';
import { UNREAD_BADGE_CAP } from '@/config/constants';

export { UNREAD_BADGE_CAP };

export function unreadLabel(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <span
      className={clsx(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold leading-5 text-white',
        className,
      )}
    >
      {unreadLabel(count)}
      <span className="sr-only"> unread {count === 1 ? 'message' : 'messages'}</span>
    </span>
  );
}
