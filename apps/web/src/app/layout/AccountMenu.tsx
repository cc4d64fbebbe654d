// The signed-in user's menu in the header (PRODUCT.md §2 Header), loaded lazily by Header.tsx.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import { firstName } from '@/features/auth/lib/names';
import { useSession, type SessionUser } from '@/lib/session';
import { accountLinks } from './account-links';
import { clearAccountMenuOpenRequest, isAccountMenuOpenRequested } from './account-menu-open';
import { UnreadBadge } from './UnreadBadge';
import { useLingui } from '@/i18n/react';
import './messages';
import './menu-messages';

const itemClass =
  'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-3 text-sm font-medium text-ink-900 outline-none data-[highlighted]:bg-sand-100';

export default function AccountMenu({ user, unreadCount }: { user: SessionUser; unreadCount: number | null }) {
  const { signOut } = useSession();
  const name = firstName(user);
  const { _ } = useLingui();
  // Opened at once if the placeholder was clicked while this chunk loaded.
  const [open, setOpen] = useState(isAccountMenuOpenRequested);
  useEffect(clearAccountMenuOpenRequest, []);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="btn-ghost border border-sand-300 bg-white">
        <span>{name}</span>
        <UnreadBadge count={unreadCount} />
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-56 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl"
        >
          {accountLinks(user.role).map((link) => (
            // Real links inside the menu items: they open in a new tab too.
            <DropdownMenu.Item key={link.label} asChild className={itemClass}>
              <Link to={link.to} reloadDocument={link.document}>
                <span>{_(link.label)}</span>
                {link.unread && <UnreadBadge count={unreadCount} />}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <span>{_('account.signOut')}</span>
            <LogOut aria-hidden="true" className="size-4 text-ink-600" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
