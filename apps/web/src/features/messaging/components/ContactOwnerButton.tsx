// "Contact owner" on a property page, behind the hard auth gate (SPEC §4: contact owner is
// required, not skippable). Once signed in it gets or opens the conversation about the property
// (POST /api/v1/conversations, 201 new / 200 existing) and opens its thread on /messages. An owner
// does not see it on their own farmhouse (the server would answer 403 OWN_PROPERTY).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useAuthGate } from '@/features/auth';
import { useSession } from '@/lib/session';
import { ApiError, apiGet } from '@/lib/api-client';
import { track } from '@/lib/analytics';

export const CONTACT_OWNER_ACTION = 'contact-owner';

export const CONTACT_PROMPT = {
  title: 'Sign in to contact the owner',
  description: 'Sign in or create an account with a one-time code to message the owner.',
  benefit: 'Ask about dates, food or directions before you book.',
  icon: 'message',
} as const;

/** The owner's own listings (the same call and key as the owner dashboard). */
function useOwnListing(propertyId: number, enabled: boolean): boolean {
  const query = useQuery({
    queryKey: ['owner', 'properties'],
    queryFn: ({ signal }) => apiGet<{ id: number }[]>('/api/v1/owner/properties', undefined, signal),
    enabled,
  });
  return enabled && (query.data?.some((p) => p.id === propertyId) ?? false);
}

export function ContactOwnerButton({ propertyId, className = 'btn-secondary w-full' }: { propertyId: number; className?: string }) {
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
        toast({ title: 'This is your own farmhouse', description: error.message, variant: 'info' });
        return;
      }
      toast({
        title: 'Failed to get or create conversation',
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
        track('chat_link_clicked', { propertyId, source: 'property_page' });
        gate({ level: 'hard', action: CONTACT_OWNER_ACTION, prompt: CONTACT_PROMPT, run: () => void contact() });
      }}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Contact owner
    </button>
  );
}
