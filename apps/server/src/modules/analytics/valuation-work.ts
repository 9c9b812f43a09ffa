import type { TPortfolioValuationRequest } from '@cobertura/contracts';
import { tablePeriodCount } from '@cobertura/finance/portfolio';
import type { IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import { checkWorkLimit } from '../../work-limit.ts';
import type { PortfolioBook } from './portfolio-book.ts';

type TableOptions = Pick<TPortfolioValuationRequest, 'interval' | 'initialDate' | 'endDate'>;

/** The dates a request's table runs between, where it sets them, as finance takes them. */
export function tableWindow(request: Pick<TableOptions, 'initialDate' | 'endDate'>) {
  return {
    ...(request.initialDate ? { initialDate: request.initialDate as IsoDate } : {}),
    ...(request.endDate ? { endDate: request.endDate as IsoDate } : {}),
  };
}

/**
 * The periods a valuation's tables hold, summed over its groups (portfolio × asset): each group's
 * table runs from initialDate (default the valuation date) to endDate (default its book's last
 * date), counted from those dates alone. The up and down scenarios are computed for every period,
 * so the figure bounds the whole table's work.
 */
export function valuationPeriods(
  request: TableOptions,
  valuationDate: string,
  books: readonly Pick<PortfolioBook, 'hedges' | 'exposures'>[],
): number {
  return books.reduce(
    (sum, book) =>
      sum +
      tablePeriodCount({
        valuationDate: valuationDate as IsoDate,
        interval: request.interval,
        ...tableWindow(request),
        exposures: book.exposures,
        hedges: book.hedges,
      }),
    0,
  );
}

/**
 * Refuses (WORK_LIMIT) a valuation whose tables would hold more periods than VALUATION_PERIOD_LIMIT,
 * before anything is valued; answers the count otherwise.
 */
export function checkValuationPeriods(
  services: Services,
  request: TableOptions,
  valuationDate: string,
  books: readonly Pick<PortfolioBook, 'hedges' | 'exposures'>[],
): number {
  const periods = valuationPeriods(request, valuationDate, books);
  checkWorkLimit(periods, {
    subject: 'A valuation',
    unit: 'periods × groups',
    limit: services.config.workLimits.valuationPeriods,
    advice: 'Choose a shorter range, a longer interval, or fewer portfolios and assets.',
    field: 'interval',
  });
  return periods;
}
