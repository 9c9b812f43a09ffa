import type { ReportsPage, ReportsQuery } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readerOf } from './reader-of.ts';
import { reportCard } from './report-card.ts';
import { selectReportPage } from './reports.queries.ts';
import { searchDay } from './search-day.ts';

/**
 * The public list (/blog, /reports): the reports the caller may read, newest first, searched in
 * title, summary, body, date, author and company, by tag (and its children) and by the author's
 * company.
 */
export async function listReports(
  services: Services,
  caller: Caller | null,
  query: ReportsQuery,
): Promise<ReportsPage> {
  const search = query.search.toLowerCase();
  const { rows, total } = await selectReportPage(
    services,
    readerOf(caller),
    {
      search,
      searchDay: searchDay(search),
      searchPeople: true,
      tag: query.tag,
      companyId: query.company === 'ALL' ? undefined : query.company,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
    'listed',
  );
  return { items: rows.map(reportCard), page: query.page, page_size: query.page_size, total };
}
