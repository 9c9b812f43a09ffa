import { ANALYTICS_AREAS, type ExecutionWindow, type ZDeskAnalytics } from '@cobertura/contracts';
import type { z } from 'zod';
import type { BookValuations } from '../../book-data/book-valuations.ts';
import { headingOf } from '../../book-data/group-heading.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectServedCompanies } from './limits.queries.ts';
import { deskToday } from './read-desk-limits.ts';

/**
 * The served clients' books side by side (`GET /api/desk/analytics`), read only: each company's
 * currency and commodity books at a glance as the book valuations port sums them (valued as
 * Analytics values them, one company at a time, fresh on every read), per portfolio and asset over
 * the periods from the valuation date — exposure (balance + cash flow), hedge, coverage
 * |hedge| / |exposure| and the program's share the same way, the hedge the program still requires
 * in periods of the window (periods that start by the window's end: the current month included),
 * the periods' m2m, and the one-day 95 % delta-normal VaR of the whole group (null when the method
 * cannot run).
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
        const positions = await valuations.bookPositions(caller, area, { companyIds: [company.id], window });
        return positions && { company, positions };
      }),
    ),
  );
  const found = valued.filter((entry) => entry !== null);
  const valuationDate = found[0]?.positions.valuation.valuation_date ?? deskToday(services);
  const rows = found.flatMap(({ company, positions }) =>
    positions.groups.map((group) => ({
      company_id: company.id,
      company_name: company.name,
      ...headingOf(group),
      exposure: group.exposure,
      hedge: group.hedge,
      coverage: group.coverage,
      program_coverage: group.programShare,
      required_in_window: group.requiredInWindow,
      m2m: group.m2m,
      var: group.var,
      simulated: group.simulated,
    })),
  );
  rows.sort(
    (a, b) =>
      a.company_name.localeCompare(b.company_name) ||
      a.portfolio_name.localeCompare(b.portfolio_name) ||
      a.asset.localeCompare(b.asset),
  );
  return { valuation_date: valuationDate, window, rows };
}
