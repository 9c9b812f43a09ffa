import { exposureSide, type Side } from '../hedging/side.ts';
import type { IsoDate } from '../time/date.ts';
import type { PortfolioExposureRow } from './types.ts';

/**
 * The portfolio's side from its exposure still open on `date` (dated on or after it): a settled
 * payment no longer says what the company will do. Undated amounts do not decide it.
 */
export function openSide(exposures: readonly PortfolioExposureRow[], date: IsoDate): Side | undefined {
  let balance = 0;
  let cashFlow = 0;
  for (const row of exposures) {
    if (row.date !== null && row.date < date) continue;
    if (row.bucket === 'balance') balance += row.amount;
    if (row.bucket === 'cash_flow') cashFlow += row.amount;
  }
  return exposureSide(balance, cashFlow);
}
