// "Contact owner" on a property page, behind the hard auth gate (PRODUCT.md §4: contact owner is
// required, not skippable). Once signed in it gets or opens the conversation about the property
// (POST /api/v1/conversations, 201 new / 200 existing) and opens its thread on /messages. An owner
// does not see it on their own farmhouse (the server would answer 403 OWN_PROPERTY). Your Bookings
// shows it as "Message owner" on each booking, the guest's way to the owner after booking.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useAuthGate } from '@/features/auth';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { useSession } from '@/lib/session';
import { ApiError, apiGet } from '@/lib/api-client';
import { track } from '@/lib/analytics';
import './contact-owner-messages';

export const CONTACT_OWNER_ACTION = 'contact-owner';

/** The sign-in prompt's texts in the active language (read when the gate opens). */
export function contactPrompt() {
  return {
    title: i18n._('contactOwner.promptTitle'),
    description: i18n._('contactOwner.promptDescription'),
    benefit: i18n._('contactOwner.promptBenefit'),
    icon: 'message',
  } as const;
}

/** The owner's own listings (the same call and key as the owner dashboard). */
function useOwnListing(propertyId: number, enabled: boolean): boolean {
  const query = useQuery({
    queryKey: ['owner', 'properties'],
    queryFn: ({ signal }) => apiGet<{ id: number }[]>('/api/v1/owner/properties', undefined, signal),
    enabled,
  });
  return enabled && (query.data?.some((p) => p.id === propertyId) ?? false);
}

export interface ContactOwnerButtonProps {
  propertyId: number;
  className?: string;
  /** 'message' reads "Message owner" (on a booking); the default reads "Contact owner". */
  label?: 'contact' | 'message';
  /** Where the press came from, for analytics. */
  source?: string;
}

export function ContactOwnerButton({
  propertyId,
  className = 'btn-secondary w-full',
  label = 'contact',
  source = 'property_page',
}: ContactOwnerButtonProps) {
  const { _ } = useLingui();
  const { user } = useSession();
  const { gate } = useAuthGate();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [own, setOwn] = useState(false);
  const ownListing = useOwnListing(propertyId, user?.role === 'owner');

  if (own || ownListing) return null;

  const contact = async () => {
    setPending(true);
    try {
      // The conversations API (with react-query's infinite queries) loads on the first press.
      const { openConversation } = await import('../api/conversations');
      const conversation = await openConversation(propertyId);
      navigate(paths.conversation(conversation.id));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OWN_PROPERTY') {
        setOwn(true);
        toast({ title: _('contactOwner.ownFarmhouse'), description: error.message, variant: 'info' });
        return;
      }
      toast({
        title: _('contactOwner.failed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'error',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() => {
        track('chat_link_clicked', { propertyId, source });
        gate({ level: 'hard', action: CONTACT_OWNER_ACTION, prompt: contactPrompt(), run: () => void contact() });
      }}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {label === 'message' ? _('contactOwner.messageOwner') : _('contactOwner.button')}
    </button>
  );
}
