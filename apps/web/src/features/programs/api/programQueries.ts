import { queryOptions } from '@tanstack/react-query';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { programsApi } from './programsApi.ts';

/** Query options of the programs area, shared by the hooks and the saves that refresh them. */
export const programQueries = {
  all: ['programs'] as const,
  programVersions: (portfolio: number, underlying: Underlying) =>
    queryOptions({
      queryKey: ['programs', 'program', portfolio, underlying],
      queryFn: () => programsApi.programVersions(portfolio, underlying),
    }),
  budgetRateVersions: (portfolio: number, underlying: Underlying) =>
    queryOptions({
      queryKey: ['programs', 'budget', portfolio, underlying],
      queryFn: () => programsApi.budgetRateVersions(portfolio, underlying),
    }),
};
