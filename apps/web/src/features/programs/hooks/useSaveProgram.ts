import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { programQueries } from '../api/programQueries.ts';
import { programsApi } from '../api/programsApi.ts';

/** Saves a new version of the program, then reads the versions again. */
export function useSaveProgram(portfolio: number, underlying: Underlying) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (program: Record<string, unknown>) =>
      programsApi.saveProgram({
        fk_idportfolio: portfolio,
        ...(typeof underlying === 'string' ? { fk_currency: underlying } : { fk_idcommodity: underlying }),
        ...program,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: programQueries.programVersions(portfolio, underlying).queryKey,
      }),
  });
}
