import type {
  BudgetRateVersion,
  BudgetSaveAnswer,
  ProgramVersion,
  TUpdateCreateBudgetRequest,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';

/** The query naming one portfolio's asset: a pair code or a commodity id. */
const assetQuery = (portfolio: number, underlying: Underlying) =>
  typeof underlying === 'string' ? { portfolio, currency: underlying } : { portfolio, commodity: underlying };

/** The server's `programs` module: program and budget-rate versions, and their saves. */
export const programsApi = {
  /** Every version of the program, newest (current) first. */
  programVersions: (portfolio: number, underlying: Underlying) =>
    apiRequest<ProgramVersion[]>('/api/programs', { query: assetQuery(portfolio, underlying) }),
  saveProgram: (body: unknown) => apiRequest<ProgramVersion>('/api/programs', { method: 'PUT', body }),
  /** Every version of the budget rate, newest (current) first. */
  budgetRateVersions: (portfolio: number, underlying: Underlying) =>
    apiRequest<BudgetRateVersion[]>('/api/budget_rates', { query: assetQuery(portfolio, underlying) }),
  /** The spec's budget saves: one call for a pair, another for a commodity. */
  saveBudgetRate: (save: { company: number; portfolio: number; underlying: Underlying; rate: unknown }) => {
    const common = {
      format: 'json',
      companies: save.company,
      selected_portfolio: save.portfolio,
      budget_rate: save.rate,
    };
    return typeof save.underlying === 'string'
      ? apiRequest<BudgetSaveAnswer>('/api/update_create_budget', {
          method: 'POST',
          body: { ...common, selected_currency: save.underlying } satisfies Record<
            keyof TUpdateCreateBudgetRequest,
            unknown
          >,
        })
      : apiRequest<BudgetSaveAnswer>('/api/update_create_commodity_budget', {
          method: 'POST',
          body: { ...common, selected_commodity: save.underlying },
        });
  },
};
