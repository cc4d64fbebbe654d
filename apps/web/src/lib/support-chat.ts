// The chat link with support (PRODUCT.md §1 "Customer contact is … by a chat link"): a WhatsApp
// click-to-chat address with a ready message, which names the farmhouse when the guest is on its
// page. The property page announces itself here, so the header and the mobile menu name it too.
import { useEffect, useSyncExternalStore } from 'react';
import { BRAND_NAME, PHONE_COUNTRY_CODE } from '@/config/constants';
import { paths } from '@/config/paths';

/** The farmhouse a chat is about. */
export interface ChatSubject {
  id: number;
  title: string;
  slug: string;
}

/** wa.me wants the full number in digits only: "+91 90520 07788" → "919052007788". */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const country = PHONE_COUNTRY_CODE.replace(/\D/g, '');
  if (digits.length === 10) return `${country}${digits}`;
  // A national number written with its trunk 0 ("090520 07788").
  if (digits.length === 11 && digits.startsWith('0')) return `${country}${digits.slice(1)}`;
  return digits;
}

/** The message the chat opens with: the farmhouse's title and page address, or a greeting. */
export function supportChatMessage(subject: ChatSubject | null, origin: string = location.origin): string {
  if (!subject) return `Hi ${BRAND_NAME}, I have a question about booking a farmhouse.`;
  return `Hi ${BRAND_NAME}, I have a question about ${subject.title}: ${origin}${paths.property(subject.slug)}`;
}

/** `https://wa.me/<digits>?text=<message>`. */
export function whatsappHref(phone: string, message: string): string {
  return `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(message)}`;
}

// The farmhouse whose page is open, if any (one page at a time).
let current: ChatSubject | null = null;
const listeners = new Set<() => void>();

function setSubject(next: ChatSubject | null) {
  if (current === next) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The farmhouse the guest is looking at, for chat links outside its page. */
export function useChatSubject(): ChatSubject | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** A property page calls this while it is shown. */
export function useAnnounceChatSubject(id: number, title: string, slug: string): void {
  useEffect(() => {
    const subject = { id, title, slug };
    setSubject(subject);
    return () => {
      if (current === subject) setSubject(null);
    };
  }, [id, title, slug]);
}
