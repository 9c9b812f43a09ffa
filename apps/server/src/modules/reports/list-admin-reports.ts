import { ADMIN_REPORT_FILTERS, type AdminReportsQuery, type ReportsPage } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readerOf } from './reader-of.ts';
import { reportCard } from './report-card.ts';
import { selectReportPage } from './reports.queries.ts';
import { searchDay } from './search-day.ts';

/**
 * Staff's list (/AdminReport): every report of one state or all of them, newest first, searched in
 * title, summary, body and date, and by tag.
 */
export async function listAdminReports(
  services: Services,
  caller: Caller,
  query: AdminReportsQuery,
): Promise<ReportsPage> {
  const search = query.search.toLowerCase();
  const { rows, total } = await selectReportPage(
    services,
    readerOf(caller),
    {
      search,
      searchDay: searchDay(search),
      searchPeople: false,
      tag: query.tag,
      state: ADMIN_REPORT_FILTERS[query.type_state] ?? undefined,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
    'all',
  );
  return { items: rows.map(reportCard), page: query.page, page_size: query.page_size, total };
}
