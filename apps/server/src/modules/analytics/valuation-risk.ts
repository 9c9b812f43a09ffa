import {
  type MarketSnapshot,
  RISK_LOOKBACK_DAYS,
  type RiskGroup,
  type RiskReply,
  type TPortfolioValuationRequest,
  type ZRiskRequest,
} from '@cobertura/contracts';
import { type AssetMarket, type PortfolioRiskInput, portfolioRisk } from '@cobertura/finance/portfolio';
import { addDays, type IsoDate } from '@cobertura/finance/time';
import type { z } from 'zod';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { checkWorkLimit } from '../../work-limit.ts';
import { readKeptValuation } from './kept-valuation.ts';
import { lookbackHistory } from './lookback-history.ts';
import { groupHeading } from './portfolio-book.ts';
import { isPoolWork, NO_MARKET } from './run-valuation.ts';
import { checkValuationPeriods, tableWindow } from './valuation-work.ts';

/**
 * The risk of a kept valuation (`POST /api/portfolio_valuations/{id}/risk`): computed from its own
 * snapshot and book rows, and for the historical method from the asset's closes over the two years
 * before its valuation date ({@link lookbackHistory}), so that the same id and options give the same
 * figures. Large books run
 * on a worker thread. 404 unless every company it valued is one of the caller's.
 */
export async function valuationRisk(
  services: Services,
  reader: MarketReader,
  caller: Pick<Caller, 'id' | 'companyIds'>,
  id: string,
  options: z.output<typeof ZRiskRequest>,
): Promise<RiskReply> {
  const stored = await readKeptValuation(services, caller, id);
  if (!stored) throw notFound('No such valuation.');
  const snapshot = stored.snapshot as MarketSnapshot;
  const request = stored.request as TPortfolioValuationRequest;
  const books = stored.book;
  const valuationDate = stored.valuationDate as IsoDate;
  checkRiskWork(services, checkValuationPeriods(services, request, valuationDate, books), options);
  const lookbackFrom = addDays(valuationDate, -RISK_LOOKBACK_DAYS);
  const histories = new Map<string, { closes: number[]; simulated: boolean }>();
  if (options.methods.includes('historical')) {
    for (const asset of new Set(books.map((book) => book.asset))) {
      const kept = Object.hasOwn(snapshot.assets, asset) ? snapshot.assets[asset] : undefined;
      const { bars, simulated } = await lookbackHistory(
        reader,
        stored.area,
        asset,
        kept,
        valuationDate,
        lookbackFrom,
      );
      histories.set(asset, { closes: bars.map((bar) => bar.close), simulated });
    }
  }
  const hasMarket = (asset: string) => Object.hasOwn(snapshot.assets, asset);
  const inputs: PortfolioRiskInput[] = books.map((book) => ({
    valuationDate,
    area: stored.area,
    asset: book.asset,
    market: (hasMarket(book.asset) ? snapshot.assets[book.asset] : NO_MARKET) as AssetMarket,
    hedges: book.hedges,
    exposures: book.exposures,
    interval: request.interval,
    ...tableWindow(request),
    confidence: options.confidence,
    horizonDays: options.horizon_days,
    methods: options.methods,
    monteCarlo: { paths: options.paths, seed: options.seed },
    closes: histories.get(book.asset)?.closes ?? [],
  }));
  const risks = await (isPoolWork(inputs)
    ? services.jobs.run(`user-${caller.id}`, 'portfolioRisk', inputs)
    : Promise.resolve(inputs.map((input) => portfolioRisk(input))));
  const groups = books.map((book, i): RiskGroup => {
    const risk = risks[i]!;
    const simulated =
      (hasMarket(book.asset) && snapshot.assets[book.asset]!.simulated) ||
      (histories.get(book.asset)?.simulated ?? false);
    const figure = (m: (typeof risk.methods)[number]) => ({
      method: m.method,
      var: m.valueAtRisk,
      es: m.expectedShortfall,
      scenarios: m.scenarios,
      problem: m.problem,
    });
    return {
      ...groupHeading(stored.area, book),
      volatility: risk.volatility,
      history_scenarios: risk.historyScenarios,
      methods: risk.methods.map(figure),
      periods: risk.periods.map((period) => ({
        date: period.date,
        end: period.end,
        methods: period.methods.map((m) => ({
          ...figure(m),
          cfar: m.cashFlowAtRisk,
          rate_at_risk: m.rateAtRisk,
        })),
      })),
      profile: {
        score: risk.profile.score,
        band: risk.profile.profile,
        breakdown: [...risk.profile.breakdown],
      },
      simulated,
      // Finance says the market is missing; the reader is told which price, and for which day.
      problem: risk.problem === null ? null : `No price for ${book.asset} on ${valuationDate}`,
    };
  });
  return {
    valuation_id: stored.id,
    valuation_date: valuationDate,
    confidence: options.confidence,
    horizon_days: options.horizon_days,
    paths: options.paths,
    seed: options.seed,
    lookback_from: lookbackFrom,
    simulated: groups.some((group) => group.simulated),
    groups,
  };
}

/**
 * The Monte Carlo method draws its paths once for the whole book and once for each period's VaR and
 * cash flow at risk: its work is the valuation's periods (summed over groups) × paths, refused
 * (WORK_LIMIT) over RISK_WORK_LIMIT before anything is computed. The other methods' work is bounded
 * by the valuation's own period limit.
 */
function checkRiskWork(services: Services, periods: number, options: z.output<typeof ZRiskRequest>): void {
  if (!options.methods.includes('monte-carlo')) return;
  const figure = (n: number) => n.toLocaleString('en-US');
  checkWorkLimit(
    periods * options.paths,
    {
      subject: 'A risk calculation',
      unit: 'periods × groups × Monte Carlo paths',
      limit: services.config.workLimits.riskWork,
      advice:
        'Choose fewer paths, leave the Monte Carlo method out, or value the book with a longer interval or a shorter range.',
      field: 'paths',
    },
    ` (${figure(periods)} periods × ${figure(options.paths)} paths)`,
  );
}
