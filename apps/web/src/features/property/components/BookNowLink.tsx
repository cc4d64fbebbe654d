// "Book now" behind the hard auth gate (PRODUCT.md §4: start booking needs sign-in; the entered data is
// preserved). A visitor gets the sign-in modal; once signed in (or signed up) they land on the
// booking link with the same start, type, days, guests and coupon, even after a reload.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BOOKING_ACTION, useAuthGate } from '@/features/auth';
import { i18n } from '@/i18n';
import '../messages';

/** The sign-in prompt's words, in the language active when it opens. */
export function bookPrompt() {
  return {
    title: i18n._('p.gateTitle'),
    description: i18n._('p.gateText'),
    benefit: i18n._('p.gateKept'),
    icon: 'calendar',
    preserveData: true,
  } as const;
}

export function BookNowLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const { gate } = useAuthGate();
  const navigate = useNavigate();
  return (
    <Link
      to={href}
      className={className}
      onClick={(event) => {
        // Opening in a new tab keeps the plain link; the booking page gates itself.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        gate({
          level: 'hard',
          action: BOOKING_ACTION,
          prompt: bookPrompt(),
          // Who books a stay is a guest: the sign-up does not ask the account type.
          signUpRole: 'user',
          data: { href },
          run: (data) => navigate(data.href),
        });
      }}
    >
      {children}
    </Link>
  );
}
