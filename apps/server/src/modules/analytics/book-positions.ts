import {
  type AnalyticsArea,
  type ExecutionWindow,
  type RiskReply,
  SUMMARY_VAR,
  windowEndDate,
  ZRiskRequest,
} from '@cobertura/contracts';
import { openBookTotals } from '@cobertura/finance/portfolio';
import type { IsoDate } from '@cobertura/finance/time';
import type {
  BookPosition,
  BookPositions,
  CallerBooksOptions,
  ValuationCaller,
} from '../../book-data/book-valuations.ts';
import { headingOf } from '../../book-data/group-heading.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { recentCallerBooks } from './recent-valuation.ts';
import { valuationRisk } from './valuation-risk.ts';
import { valueCallerBooks } from './value-caller-books.ts';

/**
 * The caller's books of the area per portfolio and asset at a glance (the book valuations port:
 * the desk's analytics, Overview): valued as Analytics values them (from a recent kept valuation
 * with `reuseRecent`), each group's open periods summed by `openBookTotals` with the required hedge
 * of the periods starting by the window's end, and the summary VaR of the group (SUMMARY_VAR; null
 * when the method cannot run — the VaR is one figure of a summary, not the summary).
 */
export async function bookPositions(
  services: Services,
  reader: MarketReader,
  caller: ValuationCaller,
  area: AnalyticsArea,
  {
    window,
    reuseRecent = false,
    ...which
  }: CallerBooksOptions & { window: ExecutionWindow; reuseRecent?: boolean },
): Promise<BookPositions | null> {
  const valued = reuseRecent
    ? await recentCallerBooks(services, reader, caller, area, which)
    : await valueCallerBooks(services, reader, caller, area, which).then(
        (reply) => reply && { reply, isFresh: true },
      );
  if (!valued) return null;
  const { valuation, groups } = valued.reply;
  const risk: RiskReply | null = await valuationRisk(
    services,
    reader,
    caller,
    valuation.id,
    ZRiskRequest.parse(SUMMARY_VAR),
  ).catch((error: unknown) => {
    services.log.warn(`book positions: no ${area} VaR for valuation ${valuation.id}: ${String(error)}`);
    return null;
  });
  const valuationDate = valuation.valuation_date as IsoDate;
  const windowEnd = windowEndDate(valuationDate, window);
  return {
    valuation,
    isFresh: valued.isFresh,
    windowEnd,
    groups: groups.map((group): BookPosition => {
      const riskGroup = risk?.groups.find(
        (g) => g.portfolio_id === group.portfolio_id && g.asset === group.asset,
      );
      const figure = riskGroup?.methods.find((m) => m.method === SUMMARY_VAR.methods[0]);
      return {
        ...headingOf(group),
        side: group.side,
        has_program: group.has_program,
        budget_rate: group.budget_rate,
        ...openBookTotals(group.periods, { valuationDate, windowEnd }),
        var: figure?.var ?? null,
        simulated: group.simulated || (riskGroup?.simulated ?? false),
      };
    }),
  };
}
