import {
  ANALYTICS_AREAS,
  type AnalyticsArea,
  type ExecutionWindow,
  isUnderBand,
  OVERVIEW_WINDOW,
  type OverviewBreach,
  programBand,
  requestReference,
  type TOverviewPositionQuery,
  windowEndDate,
  type ZOverviewPosition,
  type ZOverviewRow,
} from '@cobertura/contracts';
import { type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import type { z } from 'zod';
import type { BookPosition, BookValuations } from '../../book-data/book-valuations.ts';
import { headingOf } from '../../book-data/group-heading.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import { currencyRate } from '../../market-data/stored-rates.ts';
import type { Services } from '../../services.ts';
import { selectCallerCompany, selectRequestsPastWindow } from './overview.queries.ts';

/** What Overview reads of other areas (ports.ts hands it over). */
export interface OverviewPorts {
  /** The books at a glance, valued as Analytics values them. */
  bookValuations: BookValuations;
  /** The stored closes that turn a book's money into the company's currency. */
  marketReader: MarketReader;
}

/** The currency every answer may be asked in, books or not: the one all pairs are quoted against. */
const ALWAYS_OFFERED = 'USD';

type OverviewRow = z.input<typeof ZOverviewRow>;
type LateRequest = Awaited<ReturnType<typeof selectRequestsPastWindow>>[number];

/**
 * The company's position at a glance (`GET /api/overview/position`), read only: every portfolio and
 * asset of its currency and commodity books, from a recent kept valuation (or valued now when there
 * is none, or when `fresh` asks), summed over the periods from the current one on — exposure, hedge,
 * coverage against the program's band, net rate and budget, what the program requires in the next
 * month — with m2m, VaR and the difference against budget in one currency (the company's: the one
 * most of its books count in, unless another is asked), and the breaches of its hedging policy:
 * coverage under the program's band, and hedge requests still open past their execution window.
 * 404 when the company is not one of the caller's; 400 for a currency it cannot be shown in.
 */
export async function companyPosition(
  services: Services,
  ports: OverviewPorts,
  caller: Caller,
  query: TOverviewPositionQuery,
): Promise<z.input<typeof ZOverviewPosition>> {
  const company = await selectCallerCompany(services, caller, query.company);
  if (!company) throw notFound('No such company.');
  const now = services.now();
  const [valued, late] = await Promise.all([
    Promise.all(
      ANALYTICS_AREAS.map(async (area) => {
        const positions = await ports.bookValuations.bookPositions(caller, area, {
          companyIds: [company.id],
          window: OVERVIEW_WINDOW,
          reuseRecent: !query.fresh,
        });
        return positions && { area, positions };
      }),
    ),
    selectRequestsPastWindow(services, caller, company.id, now),
  ]);
  const found = valued.filter((entry) => entry !== null);
  const groups = found.flatMap(({ area, positions }) =>
    positions.groups.map((group) => ({ area, group, pricesDate: positions.valuation.prices_date })),
  );

  const currencies = offeredCurrencies(groups.map(({ group }) => group.amounts_currency));
  const currency = query.currency ?? (currencies[0] as string);
  if (!currencies.includes(currency)) {
    const text = `Not a currency this company's position is shown in: ${currency} (${currencies.join(', ')}).`;
    throw new AppError('VALIDATION_FAILED', text, { currency: [text] });
  }
  const rates = new Map<string, Promise<number | undefined>>();
  const rateOf = (from: string, date: string) => {
    const key = `${from} ${date}`;
    const known = rates.get(key) ?? currencyRate(ports.marketReader, from, currency, date);
    rates.set(key, known);
    return known;
  };

  const rows = await Promise.all(
    groups.map(async ({ area, group, pricesDate }) => {
      const rate = group.amounts_currency ? await rateOf(group.amounts_currency, pricesDate) : undefined;
      return positionRow(area, group, rate ?? null, late);
    }),
  );
  rows.sort((a, b) => a.portfolio_name.localeCompare(b.portfolio_name) || a.asset.localeCompare(b.asset));
  const today = latestAcceptedBarDate(now.getTime()) as IsoDate;
  return {
    company_id: company.id,
    company_name: company.name,
    currency,
    currencies,
    next_month_ends: found[0]?.positions.windowEnd ?? windowEndDate(today, OVERVIEW_WINDOW),
    valuations: found.map(({ area, positions: { valuation, isFresh } }) => ({
      area,
      id: valuation.id,
      valuation_date: valuation.valuation_date,
      prices_date: valuation.prices_date,
      valued_at: valuation.valued_at,
      is_fresh: isFresh,
    })),
    rows,
    totals: {
      m2m: rows.every((row) => row.m2m !== null) ? rows.reduce((sum, row) => sum + (row.m2m ?? 0), 0) : null,
      breaches: rows.reduce((sum, row) => sum + row.breaches.length, 0),
    },
  };
}

/**
 * The currencies the books' money counts in, the most used first (then by code), and USD: what the
 * position may be shown in. The first is the company's currency by default.
 */
function offeredCurrencies(amountsCurrencies: readonly (string | null)[]): string[] {
  const counts = new Map<string, number>();
  for (const code of amountsCurrencies) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => code);
  return ranked.includes(ALWAYS_OFFERED) ? ranked : [...ranked, ALWAYS_OFFERED];
}

/** A book at a glance, its money at `rate` (units of the answer's currency per unit of its own). */
function positionRow(
  area: AnalyticsArea,
  group: BookPosition,
  rate: number | null,
  late: readonly LateRequest[],
): OverviewRow {
  const money = (value: number | null) => (value === null || rate === null ? null : value * rate);
  const target = group.has_program ? group.programShare : null;
  const program = target === null ? null : { target, ...programBand(target) };
  const breaches: OverviewBreach[] = [
    ...(isUnderBand(group.coverage, program) ? [{ kind: 'under_program' as const }] : []),
    ...late
      .filter((request) => request.portfolioId === group.portfolio_id && request.asset === group.asset)
      .map((request) => ({
        kind: 'past_window' as const,
        request_id: request.id,
        reference: requestReference(request.id),
        window: request.window as ExecutionWindow,
        window_ended: (request.windowEnds as Date).toISOString(),
      })),
  ];
  return {
    ...headingOf(group),
    area,
    exposure: group.exposure,
    hedge: group.hedge,
    coverage: group.coverage,
    program,
    m2m: money(group.m2m),
    var: money(group.var),
    net_rate: group.netRate,
    budget_rate: group.budget_rate,
    budget_difference: money(group.budgetDifference),
    required_next_month: group.requiredInWindow,
    currency_rate: rate,
    breaches,
    simulated: group.simulated,
  };
}
