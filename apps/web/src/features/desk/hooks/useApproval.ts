import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApprovalInput, deskApi } from '../api/deskApi.ts';
import { DESK_KEY, deskQueries } from '../api/deskQueries.ts';

/** A supervisor's approval or refusal of an execution that breached a limit; the lists are read again. */
export function useApproval(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalInput) => deskApi.approval(id, body),
    onSuccess: (request) => {
      queryClient.setQueryData(deskQueries.request(id).queryKey, request);
      void queryClient.invalidateQueries({ queryKey: [DESK_KEY, 'blotter'] });
      void queryClient.invalidateQueries({ queryKey: [DESK_KEY, 'position'] });
    },
  });
}
