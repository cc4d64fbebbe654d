// Deleting the account: the server erases personal data and revokes every session.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_PATH } from './profile';

export async function deleteAccount(): Promise<void> {
  await apiRequest<unknown>(ME_PATH, { method: 'DELETE' });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
