// Edits the user's full name with PRODUCT.md §5's name rules; the server's field message shows under
// the field when it refuses one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/toast';
import { useSession, type SessionUser } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useUpdateName } from '../api/profile';
import { nameSchema, type NameValues } from '../lib/rules';
import { TextField } from '@/components/TextField';
import { knownText } from '../lib/known-texts';
import { useLingui } from '@/i18n/react';
import '../messages';

export function NameForm({ user }: { user: SessionUser }) {
  const { setUser } = useSession();
  const { toast } = useToast();
  const { _ } = useLingui();
  const update = useUpdateName();
  const form = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { fullName: user.fullName },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName }) => {
    try {
      const { user: updated } = await update.mutateAsync(fullName.trim());
      setUser(updated);
      form.reset({ fullName: updated.fullName });
      toast({
        title: _('acct.name.updated'),
        description: _('acct.name.updatedText', { name: updated.fullName }),
        variant: 'success',
      });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.fullName : undefined;
      if (fieldMessage) {
        form.setError('fullName', { message: fieldMessage }, { shouldFocus: true });
        return;
      }
      toast({
        title: _('acct.name.failed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={_('acct.name.label')}
        autoComplete="name"
        maxLength={100}
        error={knownText(errors.fullName?.message)}
        className="flex-1"
        {...form.register('fullName')}
      />
      <button type="submit" className="btn-primary sm:mt-6" disabled={update.isPending}>
        {update.isPending ? _('acct.saving') : _('acct.name.save')}
      </button>
    </form>
  );
}
