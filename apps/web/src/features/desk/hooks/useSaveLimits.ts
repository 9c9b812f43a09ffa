import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskApi, type LimitsInput } from '../api/deskApi.ts';
import { DESK_KEY } from '../api/deskQueries.ts';

/** A supervisor's change of a client's limits and credit lines; the limits, history and position are read again. */
export function useSaveLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: number; body: LimitsInput }) =>
      deskApi.saveLimits(companyId, body),
    onSuccess: () => {
      for (const part of ['limits', 'limits-history', 'position']) {
        void queryClient.invalidateQueries({ queryKey: [DESK_KEY, part] });
      }
    },
  });
}
