import type { User } from '@cobertura/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQuery } from '../../../shared/session/userQuery.ts';
import { profileApi } from '../api/profileApi.ts';

/** Saves the profile; the answer replaces the cached user, or the user is read again. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const { queryKey } = userQuery();
  return useMutation({
    mutationFn: profileApi.updateUser,
    onSuccess: async (user: User) => {
      // A read of the user still on its way answers what the user was before this save: cancelled,
      // it cannot overwrite the saved user (and send a just-consented user back to the consent gate).
      await queryClient.cancelQueries({ queryKey });
      if (user && typeof user === 'object' && 'pk_idusers' in user) queryClient.setQueryData(queryKey, user);
      else await queryClient.invalidateQueries({ queryKey });
    },
  });
}
