import type {
  AdvancedAnalyticsReply,
  AdvancedGroup,
  MarketSnapshot,
  TAdvancedAnalyticsRequest,
  TPortfolioValuationRequest,
} from '@cobertura/contracts';
import type { AdvancedAnalytics, AdvancedAnalyticsInput, AssetMarket } from '@cobertura/finance/portfolio';
import { addYears, type IsoDate } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { checkWorkLimit } from '../../work-limit.ts';
import { readKeptValuation } from './kept-valuation.ts';
import { lookbackHistory } from './lookback-history.ts';
import type { PortfolioBook } from './portfolio-book.ts';
import { runValuation } from './run-valuation.ts';
import { tableWindow } from './valuation-work.ts';

/** The stress moves' horizons, in trading days: a day and a fortnight. */
const STRESS_HORIZONS = [1, 10];

/** `count` evenly spaced points from −range to +range (an odd count holds 0 at its centre). */
const grid = (range: number, count: number) =>
  Array.from({ length: count }, (_, i) => (i === (count - 1) / 2 ? 0 : range * ((2 * i) / (count - 1) - 1)));

/**
 * Advanced analytics of a kept valuation (`POST /api/portfolio_valuations/{id}/advanced`): the
 * valuation is run again on its own record (book rows, snapshot, date), so the matrix and the
 * barriers are those of the figures the treasurer saw; the stress days and the back-test read the
 * daily history over `lookback_years` before the valuation date as the Risk tab reads it
 * ({@link lookbackHistory}: the snapshot's own days, older ones stored), so the same call gives the
 * same reply whenever it is made, and the back-test tests the Risk tab's one-day VaR. Every book is
 * computed on a worker thread (hundreds of revaluations each). 404 unless every company it valued
 * is the caller's.
 */
export async function advancedAnalyticsOf(
  services: Services,
  reader: MarketReader,
  caller: Caller,
  id: string,
  options: TAdvancedAnalyticsRequest,
): Promise<AdvancedAnalyticsReply> {
  const stored = await readKeptValuation(services, caller, id);
  if (!stored) throw notFound('No such valuation.');
  const snapshot = stored.snapshot as MarketSnapshot;
  const book = stored.book;
  const request = stored.request as TPortfolioValuationRequest;
  const owner = `user-${caller.id}`;
  checkAdvancedWork(
    services,
    book.filter((b) => Object.hasOwn(snapshot.assets, b.asset)),
    options,
  );
  const valuation = await runValuation(services, owner, {
    id: stored.id,
    area: stored.area,
    request,
    snapshotId: stored.snapshotId,
    snapshot,
    book,
    valuationDate: stored.valuationDate,
    pricesDate: stored.pricesDate,
    valuedAt: stored.valuedAt,
  });
  const valuationDate = stored.valuationDate as IsoDate;
  const historyFrom = addYears(valuationDate, -options.lookback_years);

  const histories = new Map<string, { bars: AssetMarket['history']; simulated: boolean }>();
  for (const asset of new Set(book.map((b) => b.asset))) {
    if (!Object.hasOwn(snapshot.assets, asset)) continue;
    const { bars, simulated } = await lookbackHistory(
      reader,
      stored.area,
      asset,
      snapshot.assets[asset],
      valuationDate,
      historyFrom,
    );
    histories.set(asset, { bars: bars as unknown as AssetMarket['history'], simulated });
  }

  const priced = book.filter((b) => Object.hasOwn(snapshot.assets, b.asset));
  const inputs: AdvancedAnalyticsInput[] = priced.map((b) => ({
    valuationDate,
    area: stored.area,
    asset: b.asset,
    hedges: b.hedges,
    exposures: b.exposures,
    interval: request.interval,
    ...tableWindow(request),
    market: snapshot.assets[b.asset] as unknown as AssetMarket,
    periods: valuation.groups[book.indexOf(b)]!.periods,
    history: histories.get(b.asset)?.bars ?? [],
    spotShocks: grid(options.spot_range, options.spot_steps),
    volShifts: grid(options.vol_range, options.vol_steps),
    stressCount: options.stress_count,
    stressHorizons: STRESS_HORIZONS,
    backtest: {
      days: options.backtest_days,
      confidence: options.confidence,
    },
  }));
  const results = inputs.length === 0 ? [] : await services.jobs.run(owner, 'advancedAnalytics', inputs);

  const groups = book.map((b, i): AdvancedGroup => {
    const found = priced.indexOf(b);
    const result: AdvancedAnalytics | undefined = found === -1 ? undefined : results[found];
    const base = {
      portfolio_id: b.portfolio_id,
      portfolio_name: b.portfolio_name,
      asset: b.asset,
      amounts_currency: valuation.groups[i]!.amounts_currency,
      quantity_unit: valuation.groups[i]!.quantity_unit,
      rate_unit: valuation.groups[i]!.rate_unit,
      simulated: valuation.groups[i]!.simulated || (histories.get(b.asset)?.simulated ?? false),
    };
    if (!result) {
      return {
        ...base,
        problem: `No price for ${b.asset} on ${valuationDate}`,
        value: 0,
        matrix: { spotShocks: [], volShifts: [], values: [] },
        stress: [],
        backtest: null,
        backtestProblem: null,
        barriers: [],
      };
    }
    return { ...base, problem: null, ...result };
  });
  return {
    valuation: valuation.valuation,
    history_from: historyFrom,
    confidence: options.confidence,
    groups,
  };
}

/**
 * Every hedge of a priced group is re-priced once per scenario: each cell of the spot × volatility
 * grid, each stress move (largest up and down per horizon) and each back-test day. Their product is
 * refused (WORK_LIMIT) over ADVANCED_WORK_LIMIT before anything is computed.
 */
function checkAdvancedWork(
  services: Services,
  priced: readonly PortfolioBook[],
  options: TAdvancedAnalyticsRequest,
): void {
  const hedges = priced.reduce((sum, b) => sum + b.hedges.length, 0);
  const scenarios =
    options.spot_steps * options.vol_steps +
    STRESS_HORIZONS.length * 2 * options.stress_count +
    options.backtest_days;
  const figure = (n: number) => n.toLocaleString('en-US');
  checkWorkLimit(
    hedges * scenarios,
    {
      subject: 'An advanced analysis',
      unit: 'hedge re-pricings (hedges × scenarios)',
      limit: services.config.workLimits.advancedWork,
      advice: 'Choose a smaller grid, fewer stress moves or fewer back-test days.',
      field: 'backtest_days',
    },
    ` (${figure(hedges)} hedges × ${figure(scenarios)} scenarios: the grid’s cells, the stress moves and the back-test’s days)`,
  );
}
