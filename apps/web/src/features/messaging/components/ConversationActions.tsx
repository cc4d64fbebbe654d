// Archive / unarchive a conversation (my side only), and block / unblock the other person with a
// reason (docs/API.md "Messaging"). Block state comes from GET /users/blocked/check/{id}.
import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Ban, ShieldCheck, X } from 'lucide-react';
import { useToast } from '@/components/toast';
import { useLingui } from '@/i18n/react';
import { BLOCK_REASON_MAX, blockUser, unblockUser, useBlockStatus } from '../api/blocks';
import { invalidateConversations } from '../api/cache';
import { setArchived } from '../api/conversations';
import { messagingKeys } from '../api/keys';
import type { Conversation } from '../api/types';
import '../messages';

export function ConversationActions({ conversation }: { conversation: Conversation }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const other = conversation.otherParty;
  const block = useBlockStatus(other.id);
  const blockedByMe = block.data?.blockedByMe ?? conversation.blockedByMe;
  const [busy, setBusy] = useState(false);

  const refresh = () => {
    invalidateConversations(queryClient);
    void queryClient.invalidateQueries({ queryKey: messagingKeys.blockStatus(other.id) });
  };

  const archive = async () => {
    setBusy(true);
    try {
      const updated = await setArchived(conversation.id, !conversation.archived);
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), updated);
      invalidateConversations(queryClient);
      toast({
        title: updated.archived ? _('messaging.archivedToast') : _('messaging.unarchivedToast'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: conversation.archived ? _('messaging.unarchiveFailed') : _('messaging.archiveFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const unblock = async () => {
    setBusy(true);
    try {
      await unblockUser(other.id);
      refresh();
      toast({ title: _('messaging.unblockedToast', { name: other.fullName }), variant: 'success' });
    } catch (error) {
      toast({
        title: _('messaging.unblockFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex shrink-0 flex-wrap justify-end gap-1">
      <button type="button" className="btn-ghost min-h-11 px-3 text-sm" onClick={archive} disabled={busy}>
        {conversation.archived ? (
          <ArchiveRestore aria-hidden="true" className="size-4" />
        ) : (
          <Archive aria-hidden="true" className="size-4" />
        )}
        {conversation.archived ? _('messaging.unarchive') : _('messaging.archive')}
      </button>
      {blockedByMe ? (
        <button type="button" className="btn-ghost min-h-11 px-3 text-sm" onClick={unblock} disabled={busy}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {_('messaging.unblock')}
        </button>
      ) : (
        <BlockDialog name={other.fullName} userId={other.id} onBlocked={refresh} />
      )}
      {block.isError && <p className="w-full text-right text-xs text-danger-600">{_('messaging.blockStatusFailed')}</p>}
    </div>
  );
}

function BlockDialog({ name, userId, onBlocked }: { name: string; userId: number; onBlocked: () => void }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const trimmed = reason.trim();
      await blockUser({ userId, ...(trimmed ? { reason: trimmed } : {}) });
      setOpen(false);
      setReason('');
      onBlocked();
      toast({
        title: _('messaging.blockedToast', { name }),
        description: _('messaging.blockedToastDescription'),
        variant: 'success',
      });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : _('messaging.blockFailed'));
      toast({ title: _('messaging.blockFailed'), variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-ghost min-h-11 px-3 text-sm">
          <Ban aria-hidden="true" className="size-4" />
          {_('messaging.block')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-ink-900">
              {_('messaging.blockTitle', { name })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="btn-ghost -m-2 px-2" aria-label={_('messaging.close')}>
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-700">
            {_('messaging.blockDescription')}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4">
            <label htmlFor="block-reason" className="block text-sm font-semibold text-ink-900">
              {_('messaging.blockReason')}
            </label>
            <textarea
              id="block-reason"
              rows={3}
              maxLength={BLOCK_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="mt-1 w-full rounded-xl border border-sand-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40"
            />
            {error && (
              <p role="alert" className="mt-2 text-sm font-semibold text-danger-600">
                {error}
              </p>
            )}
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className="btn-secondary">
                  {_('messaging.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={pending}>
                {_('messaging.blockUser')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
