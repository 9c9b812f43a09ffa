import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi } from '../api/adminApi.ts';

export const ACCOUNTS_KEY = ['admin', 'accounts'] as const;

/**
 * Staff's account list, a page at a time, waiting for activation or all, and the action that
 * activates or deactivates one (the list then reloads). Changing the filter goes back to page 1.
 */
export function useAccounts() {
  const queryClient = useQueryClient();
  const [status, setStatusState] = useState<'pending' | 'all'>('pending');
  const [page, setPage] = useState(1);
  const accounts = useQuery({
    queryKey: [...ACCOUNTS_KEY, status, page],
    queryFn: () => adminApi.accounts(status, page),
    placeholderData: keepPreviousData,
  });
  const setActive = useMutation({
    mutationFn: adminApi.setAccountActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
  const setStatus = (next: 'pending' | 'all') => {
    setStatusState(next);
    setPage(1);
  };
  return { accounts, setActive, status, setStatus, page, setPage };
}
