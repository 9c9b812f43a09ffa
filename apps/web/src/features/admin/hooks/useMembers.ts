import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/adminApi.ts';
import { ACCOUNTS_KEY } from './useAccounts.ts';
import { COMPANIES_KEY } from './useCompanies.ts';

const membersKey = (companyId: number) => ['admin', 'members', companyId] as const;

/** Who belongs to a company (read only for a client treasury user). */
export function useMembers(companyId: number | null) {
  return useQuery({
    queryKey: membersKey(companyId ?? 0),
    queryFn: () => adminApi.members(companyId ?? 0),
    enabled: companyId !== null,
  });
}

/**
 * Staff's changes to a company's members: a role, a removal, an invitation, a new invitation. Each
 * reloads the members, the companies' member counts and the account list.
 */
export function useMemberChanges(companyId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all(
      [membersKey(companyId), COMPANIES_KEY, ACCOUNTS_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return {
    setRole: useMutation({
      mutationFn: ({ userId, role }: { userId: number; role: number }) =>
        adminApi.setMembership({ companyId, userId, role }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (userId: number) => adminApi.removeMembership({ companyId, userId }),
      onSuccess,
    }),
    invite: useMutation({ mutationFn: adminApi.invite, onSuccess }),
    resend: useMutation({ mutationFn: adminApi.resendInvitation }),
  };
}
