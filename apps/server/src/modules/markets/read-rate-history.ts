import type { Services } from '../../services.ts';
import type { SeriesPage } from './market-series.ts';
import { rateTerm, termExpiry } from './rate-terms.ts';
import { readHistory } from './read-history.ts';

/** `interest_rate_historical` (spec 02 §3): a page of a rate's bars, each with its term's expiry from that day. */
export async function readRateHistory(
  services: Services,
  request: { instrument: string; from?: string | null } & SeriesPage,
) {
  const history = await readHistory(
    services,
    {
      instrument: request.instrument,
      from: request.from ?? undefined,
      before: request.before,
      limit: request.limit,
    },
    ['interest-rate'],
  );
  const { term, days } = rateTerm(history.instrument);
  return history.rows.map((bar) => ({
    ...bar,
    instrument: history.instrument.id,
    term,
    expiration_date: termExpiry(bar.observation_date, days),
    days_to_expiration: days,
  }));
}
