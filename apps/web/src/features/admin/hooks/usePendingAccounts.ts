import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/adminApi.ts';

const PENDING_KEY = ['admin', 'pendingAccounts'] as const;

/** The accounts waiting for activation, and the action that activates one (the list then reloads). */
export function usePendingAccounts() {
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: PENDING_KEY, queryFn: adminApi.pendingAccounts });
  const activate = useMutation({
    mutationFn: adminApi.activateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
  return { pending, activate };
}
