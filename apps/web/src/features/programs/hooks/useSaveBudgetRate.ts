import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { programQueries } from '../api/programQueries.ts';
import { programsApi } from '../api/programsApi.ts';

/** Saves a new budget rate through the spec's call for the asset's kind, then reads the versions again. */
export function useSaveBudgetRate(company: number, portfolio: number, underlying: Underlying) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: number) => programsApi.saveBudgetRate({ company, portfolio, underlying, rate }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: programQueries.budgetRateVersions(portfolio, underlying).queryKey,
      }),
  });
}
