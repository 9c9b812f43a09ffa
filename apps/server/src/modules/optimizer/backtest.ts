import { type BacktestReply, type TBacktestRequest, TERMS_WARNINGS } from '@cobertura/contracts';
import { isFinanceError } from '@cobertura/finance';
import {
  confidencePercentile,
  forwardOf,
  type SimulationSummary,
  scheduleForward,
  termsWarnings,
} from '@cobertura/finance/optimizer';
import { addYears, daysBetween, type IsoDate } from '@cobertura/finance/time';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { marketWithStrategies } from './strategy-choices.ts';
import { summaryOptions, summaryResults } from './summary-results.ts';

/**
 * `POST /api/optimizer/backtest`: the strategies replayed on the asset's stored closes of the last
 * `years` (finance `backtestStrategies`): the schedule's shape from every weekly start, strikes and
 * barriers at today's fractions of the forward, settled on the closes, read at today's level. The
 * same figures as the simulation's, on the worker pool. 400 when the history does not hold one
 * whole schedule.
 */
export async function backtest(
  services: Services,
  reader: MarketReader,
  caller: Caller,
  request: TBacktestRequest,
  signal?: AbortSignal,
): Promise<BacktestReply> {
  const { market, chosen } = await marketWithStrategies(services, reader, request, 'strategies');
  // A leg without its strike or barrier cannot be replayed (the price step answers it as a warning).
  chosen.forEach((strategy, i) => {
    const missing = termsWarnings(strategy.terms, market.spot).find(
      (warning) => warning.code === 'STRIKE_MISSING' || warning.code === 'BARRIER_MISSING',
    );
    if (missing) {
      const text = TERMS_WARNINGS[missing.code];
      const field = `strategies.${i}.${missing.code === 'STRIKE_MISSING' ? 'strikes' : 'barriers'}.${missing.leg}`;
      throw new AppError('VALIDATION_FAILED', text, { [field]: [text] });
    }
  });
  const forward = scheduleForward(market.schedule);
  const first = market.schedule[0];
  if (!first) throw new Error('a schedule has a settlement');
  const bars = await reader.dailyBars(market.area, market.asset, {
    from: addYears(market.pricesDate, -request.years),
    to: market.pricesDate,
  });
  // Each settlement's month from today: the shape every start takes.
  const settlements = market.schedule.map((s) => ({
    months: Math.max(1, Math.round(daysBetween(market.valuationDate, s.date) / 30.4375)),
    amount: s.amount,
  }));
  const shape = settlements.filter(
    (s, i) => i === 0 || s.months > (settlements[i - 1] as { months: number }).months,
  );
  const ratios = Object.fromEntries(chosen.map((strategy, i) => [String(i), strategy.ratio]));
  const firstForward = forwardOf(first.market, first.time);
  let replayed: { summary: SimulationSummary; starts: string[] };
  try {
    replayed = await services.jobs.run(
      `user-${caller.id}`,
      'backtestStrategies',
      {
        backtest: {
          side: request.side,
          closes: bars.map((bar) => ({ date: bar.date as IsoDate, close: bar.close })),
          settlements: shape,
          strategies: chosen.map((strategy, i) => ({
            id: String(i),
            terms: {
              ...strategy.terms,
              // Today's terms as fractions of the first settlement's forward.
              strikes: strategy.terms.strikes.map((k) => k / firstForward),
              barriers: strategy.terms.barriers.map((b) => (b === null ? null : b / firstForward)),
            },
          })),
          rDomestic: first.market.rDomestic,
          rForeign: first.market.rForeign,
          underlying: first.market.underlying,
          todayForward: forward,
        },
        summary: summaryOptions(request, market.asset),
        ratios,
      },
      { signal },
    );
  } catch (error) {
    const text = 'The stored history does not hold one whole schedule: shorten it or go back more years.';
    if (isFinanceError(error) && /does not cover/.test(error.message))
      throw new AppError('VALIDATION_FAILED', text, { years: [text] });
    throw error;
  }
  const { summary, starts } = replayed;
  return {
    asset: market.asset,
    ...market.units,
    from: starts[0] as IsoDate,
    to: starts.at(-1) as IsoDate,
    starts: starts.length,
    simulated: bars.some((bar) => bar.simulated),
    results: summaryResults(
      summary,
      chosen,
      chosen.map(() => null),
      starts.length,
      confidencePercentile(request.side, request.confidence),
    ),
  };
}
