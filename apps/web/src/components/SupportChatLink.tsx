// "Chat with us": opens a WhatsApp chat with support in a new tab (PRODUCT.md §1 chat link) and records
// PRODUCT.md §7 "chat link clicked (propertyId, source)". On a farmhouse's page the message names it.
import { MessageCircle } from 'lucide-react';
import { getRuntimeConfig } from '@/config/runtime';
import { track } from '@/lib/analytics';
import { useLingui } from '@/i18n/react';
import './messages';
import { supportChatMessage, useChatSubject, whatsappHref, type ChatSubject } from '@/lib/support-chat';

/** Where the link sits, as the analytics event names it. */
export type ChatLinkSource = 'header' | 'mobile_menu' | 'property';

export interface SupportChatLinkProps {
  source: ChatLinkSource;
  /** The farmhouse the chat is about; by default the one whose page is open, if any. */
  property?: ChatSubject;
  className?: string;
  /** Visible text; the accessible name starts with it (WCAG 2.5.3 label in name). */
  label?: string;
  /** E.g. hide the visible text on narrow screens, leaving the icon (the accessible name stays). */
  labelClassName?: string;
  onClick?: () => void;
}

export function SupportChatLink({
  source,
  property,
  className = 'btn-secondary',
  label: givenLabel,
  labelClassName,
  onClick,
}: SupportChatLinkProps) {
  const { _ } = useLingui();
  const label = givenLabel ?? _('c.chat');
  const shown = useChatSubject();
  const subject = property ?? shown;
  const href = whatsappHref(getRuntimeConfig().supportWhatsapp, supportChatMessage(subject));
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={_('c.chatAria', { label })}
      onClick={() => {
        track('chat_link_clicked', subject ? { propertyId: subject.id, source } : { source });
        onClick?.();
      }}
    >
      <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
      <span className={labelClassName}>{label}</span>
    </a>
  );
}
