import {
  type AggregatedPeriod,
  type AnalyticsArea,
  type HedgePlan,
  type PlanGroup,
  type PlanPeriod,
  requestReference,
  type THedgePlanQuery,
  type ValuationGroup,
  windowEndDate,
} from '@cobertura/contracts';
import { type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import { headingOf } from '../../book-data/group-heading.ts';
import { notFound } from '../../errors.ts';
import { findCallerPortfolio } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import { selectRequests } from './hedge-requests.queries.ts';
import { coverageAfter, netRateAfter } from './plan-figures.ts';
import { expireDueRequests } from './request-life.ts';

/** An open request as the plan marks the periods it covers. */
export interface OpenCover {
  reference: string;
  portfolioId: number;
  asset: string;
  dates: string[];
}

/**
 * `GET /api/hedge_plan`: what the programs require and is not yet hedged, period by period from
 * the valuation date, for every portfolio of the caller's companies (or the one named; 404 when it
 * is not the caller's), read from the books valued as Analytics values them — currencies and
 * commodities — with the periods starting within the window marked, and the open requests that
 * already cover a period. The reply names the currency valuation (the commodity one when no
 * portfolio holds a pair).
 */
export async function hedgePlan(
  services: Services,
  ports: DeskPorts,
  caller: { id: number; companyIds: number[] },
  query: THedgePlanQuery,
): Promise<HedgePlan> {
  await expireDueRequests(services, ports.requestChanges);
  if (query.portfolio_id !== undefined && !(await findCallerPortfolio(services, caller, query.portfolio_id)))
    throw notFound('No such portfolio.');
  const options = query.portfolio_id === undefined ? {} : { portfolioIds: [query.portfolio_id] };
  // Both areas at once: a staff member's plan values every company's books.
  const areas = ['currency', 'commodity'] as const satisfies readonly AnalyticsArea[];
  const replies = await Promise.all(
    areas.map((area) => ports.bookValuations.valueCallerBooks(caller, area, options)),
  );
  const valued = areas.flatMap((area, i) => {
    const reply = replies[i];
    return reply ? [{ area, reply }] : [];
  });
  const named = valued[0]?.reply.valuation;
  const valuationDate = (named?.valuation_date ?? latestAcceptedBarDate(services.now().getTime())) as IsoDate;
  const windowEnds = windowEndDate(valuationDate, query.window);
  const open = (await selectRequests(services, caller, { open: true })).map((row) => ({
    reference: requestReference(row.id),
    portfolioId: row.portfolioId,
    asset: row.asset,
    dates: (row.settlements as { date: string }[]).map((s) => s.date),
  }));
  return {
    valuation_id: named?.id ?? null,
    valuation_date: valuationDate,
    window: query.window,
    window_ends: windowEnds,
    groups: valued.flatMap(({ area, reply }) =>
      reply.groups
        .map((group) =>
          planGroup(group, area, { valuationDate: reply.valuation.valuation_date, windowEnds, open }),
        )
        .filter((group) => group.has_program || group.periods.some((p) => p.required > 0)),
    ),
  };
}

/** A valued group as the plan reads it: its periods from the valuation date on. */
export function planGroup(
  group: ValuationGroup,
  area: AnalyticsArea,
  at: { valuationDate: string; windowEnds: string; open: readonly OpenCover[] },
): PlanGroup {
  const covers = at.open.filter((r) => r.portfolioId === group.portfolio_id && r.asset === group.asset);
  return {
    ...headingOf(group),
    area,
    side: group.side === 'BUY' ? 'buyer' : group.side === 'SELL' ? 'seller' : null,
    has_program: group.has_program,
    periods: group.periods
      .filter((p) => p.end >= at.valuationDate)
      .map((p) => planPeriod(p, at.windowEnds, covers)),
    simulated: group.simulated,
  };
}

/** One period of the plan: the execution summary of an Analytics period. */
export function planPeriod(
  period: AggregatedPeriod,
  windowEnds: string,
  covers: readonly OpenCover[],
): PlanPeriod {
  const required = period.hedge_label === 'REQUIRED HEDGE' ? period.required_hedge : 0;
  const now = {
    exposure: period.balance + period.cash_flow,
    hedge: period.hedge,
    fwd: period.fwd,
    netRate: period.net_rate,
  };
  const cover = covers.find((r) => r.dates.some((d) => d >= period.date && d <= period.end));
  return {
    date: period.date,
    end: period.end,
    exposure: now.exposure,
    program: period.program,
    hedge: period.hedge,
    required,
    side: period.buy_sell,
    suggested_strategy: 'FORWARD',
    forward: period.fwd,
    coverage_now: period.hedge_percent,
    coverage_after: coverageAfter(now, required),
    net_rate_now: period.net_rate,
    net_rate_after: netRateAfter(now, required),
    budget_rate: period.budget_rate,
    in_window: period.date < windowEnds,
    open_request: cover?.reference ?? null,
  };
}
