import type { User } from '@cobertura/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '../api/profileApi.ts';
import { userQuery } from '../api/userQuery.ts';

/** Saves the profile; the answer replaces the cached user, or the user is read again. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const { queryKey } = userQuery();
  return useMutation({
    mutationFn: profileApi.updateUser,
    onSuccess: (user: User) => {
      if (user && typeof user === 'object' && 'pk_idusers' in user) queryClient.setQueryData(queryKey, user);
      else void queryClient.invalidateQueries({ queryKey });
    },
  });
}
