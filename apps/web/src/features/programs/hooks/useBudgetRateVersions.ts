import { useQuery } from '@tanstack/react-query';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { programQueries } from '../api/programQueries.ts';

/** Every version of a portfolio's budget rate for one asset, newest (current) first. */
export function useBudgetRateVersions(portfolio: number, underlying: Underlying) {
  return useQuery(programQueries.budgetRateVersions(portfolio, underlying));
}
