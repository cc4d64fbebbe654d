// Share a farmhouse: the device's share sheet where there is one, else a small popover with
// "Copy link" and WhatsApp. PRODUCT.md §4 soft gate: a visitor is offered sign-in once per browser
// session, and the share goes ahead whether they sign in or skip.
import * as Popover from '@radix-ui/react-popover';
import { Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import clsx from 'clsx';
import { useAuthGate } from '@/features/auth';
import { notify } from '@/components/toast/notify';
import { i18n, messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

export const SHARE_ACTION = 'share-property';
export const SHARE_PROMPTED_KEY = 'share_prompted';
export const SHARE_PROMPT = {
  // Message ids: the sign-in modal shows them in the active language.
  title: messageId('share.prompt.title'),
  description: messageId('share.prompt.description'),
  benefit: messageId('share.prompt.benefit'),
  icon: 'share',
  skipText: messageId('share.prompt.skip'),
} as const;

export interface ShareButtonProps {
  title: string;
  /** Absolute address of the page to share. */
  url: string;
  text?: string;
  className?: string;
}

export function whatsAppHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

function promptedThisSession(): boolean {
  try {
    if (sessionStorage.getItem(SHARE_PROMPTED_KEY)) return true;
    sessionStorage.setItem(SHARE_PROMPTED_KEY, '1');
  } catch {
    // Without storage, asking each time would nag: treat it as asked.
    return true;
  }
  return false;
}

export function ShareButton({ title, url, text = title, className }: ShareButtonProps) {
  const { gate } = useAuthGate();
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // closed the sheet
        // Refused (no user activation left after the sign-in prompt): the popover still works.
      }
    }
    setOpen(true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: i18n._('share.copied'), description: i18n._('share.copiedText'), variant: 'success' });
      setOpen(false);
    } catch {
      notify({ title: i18n._('share.copyFailed'), description: url, variant: 'error' });
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          className={clsx('btn border border-sand-300 bg-white text-ink-900 hover:bg-sand-100', className)}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            if (open) return setOpen(false);
            if (promptedThisSession()) return void share();
            gate({ level: 'soft', action: SHARE_ACTION, prompt: SHARE_PROMPT, run: () => void share() });
          }}
        >
          <Share2 aria-hidden="true" className="size-5" />
          {_('share.share')}
        </button>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-label={_('share.label')}
          className="z-40 flex w-64 flex-col gap-1 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-sand-200"
        >
          <button type="button" className="btn-ghost justify-start" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-5" />
            {_('share.copy')}
          </button>
          <a
            href={whatsAppHref(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-ghost justify-start"
            onClick={() => setOpen(false)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-leaf-700">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.7 1.2 1.5 1.9 1 .9 1.9 1.2 2.2 1.3.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.6-.1 1.3Z" />
            </svg>
            {_('share.whatsApp')}
            <span className="sr-only"> {_('share.newTab')}</span>
          </a>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
