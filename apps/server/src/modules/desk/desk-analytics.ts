import {
  type AggregatedPeriod,
  ANALYTICS_AREAS,
  type ExecutionWindow,
  type PortfolioValuationReply,
  type RiskReply,
  WINDOW_REACH,
  type ZDeskAnalytics,
  type ZDeskAnalyticsRow,
} from '@cobertura/contracts';
import { addDays, addMonths, type IsoDate } from '@cobertura/finance/time';
import type { z } from 'zod';
import type { BookValuations } from '../../book-data/book-valuations.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectServedCompanies } from './limits.queries.ts';
import { deskToday } from './read-desk-limits.ts';

type AnalyticsRow = z.infer<typeof ZDeskAnalyticsRow>;

/** The value at risk the desk reads: one day, 95 %, delta-normal (contracts RISK_METHODS). */
export const DESK_VAR = { methods: ['delta-normal'], horizon_days: 1, confidence: 0.95 } as const;

/** The last day of a window that starts on `from` (contracts WINDOW_REACH). */
export function windowEnd(from: IsoDate, window: ExecutionWindow): IsoDate {
  const reach = WINDOW_REACH[window];
  return reach.months ? addMonths(from, reach.months) : addDays(from, reach.days ?? 0);
}

/** |part| / |whole|, null when the whole is zero: the share of nothing has no meaning. */
const share = (part: number, whole: number) => (whole === 0 ? null : Math.abs(part) / Math.abs(whole));

/**
 * The served clients' books side by side (`GET /api/desk/analytics`), read only: each company's
 * currency and commodity books valued as Analytics values them (the book valuations port, one
 * company at a time), and per portfolio and asset, over the periods from the valuation date —
 * exposure (balance + cash flow), hedge, coverage |hedge| / |exposure| and the program's share the
 * same way, the hedge the program still requires in periods of the window (periods that start by
 * the window's end: the current month included), the periods' m2m, and the one-day 95 %
 * delta-normal VaR of the whole group (null when the method cannot run).
 */
export async function deskAnalytics(
  services: Services,
  valuations: BookValuations,
  caller: Caller,
  window: ExecutionWindow,
): Promise<z.input<typeof ZDeskAnalytics>> {
  const companies = await selectServedCompanies(services, caller);
  const valued = await Promise.all(
    companies.flatMap((company) =>
      ANALYTICS_AREAS.map(async (area) => {
        const valuation = await valuations.valueCallerBooks(caller, area, { companyIds: [company.id] });
        if (!valuation) return null;
        const risk = await valuations
          .valuationRisk(caller, valuation.valuation.id, { ...DESK_VAR, methods: [...DESK_VAR.methods] })
          .catch((error: unknown) => {
            // The VaR is a column of the screen, not the screen: a refused risk run leaves it empty.
            services.log.warn(`desk analytics: no ${area} VaR for company ${company.id}: ${String(error)}`);
            return null;
          });
        return { company, valuation, risk };
      }),
    ),
  );
  const found = valued.filter((entry) => entry !== null);
  const valuationDate = (found[0]?.valuation.valuation.valuation_date ?? deskToday(services)) as IsoDate;
  const rows = found.flatMap(({ company, valuation, risk }) => groupRows(company, valuation, risk, window));
  rows.sort(
    (a, b) =>
      a.company_name.localeCompare(b.company_name) ||
      a.portfolio_name.localeCompare(b.portfolio_name) ||
      a.asset.localeCompare(b.asset),
  );
  return { valuation_date: valuationDate, window, rows };
}

function groupRows(
  company: { id: number; name: string },
  reply: PortfolioValuationReply,
  risk: RiskReply | null,
  window: ExecutionWindow,
): AnalyticsRow[] {
  const valuationDate = reply.valuation.valuation_date as IsoDate;
  const lastDay = windowEnd(valuationDate, window);
  return reply.groups.map((group) => {
    const periods = group.periods.filter((period) => period.end >= valuationDate);
    const total = (figure: (period: AggregatedPeriod) => number, only = periods) =>
      only.reduce((sum, period) => sum + figure(period), 0);
    const exposure = total((period) => period.balance + period.cash_flow);
    const hedge = total((period) => period.hedge);
    const inWindow = periods.filter((period) => period.date <= lastDay);
    const riskGroup = risk?.groups.find(
      (g) => g.portfolio_id === group.portfolio_id && g.asset === group.asset,
    );
    const figure = riskGroup?.methods.find((m) => m.method === DESK_VAR.methods[0]);
    return {
      company_id: company.id,
      company_name: company.name,
      portfolio_id: group.portfolio_id,
      portfolio_name: group.portfolio_name,
      asset: group.asset,
      amounts_currency: group.amounts_currency,
      quantity_unit: group.quantity_unit,
      rate_unit: group.rate_unit,
      exposure,
      hedge,
      coverage: share(hedge, exposure),
      program_coverage: share(
        total((period) => period.program),
        exposure,
      ),
      // An excess hedge requires nothing: its gap counts 0.
      required_in_window: total(
        (period) => (period.hedge_label === 'REQUIRED HEDGE' ? period.required_hedge : 0),
        inWindow,
      ),
      m2m: total((period) => period.m2m),
      var: figure?.var ?? null,
      simulated: group.simulated || (riskGroup?.simulated ?? false),
    };
  });
}
