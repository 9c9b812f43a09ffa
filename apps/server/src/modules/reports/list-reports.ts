import {
  ADMIN_REPORT_FILTERS,
  type AdminReportsQuery,
  type ReportsPage,
  type ReportsQuery,
} from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readerOf } from './reader-of.ts';
import { reportCard } from './report-card.ts';
import { type ReportFilter, selectReportPage } from './reports.queries.ts';
import { dateSearch } from './search-day.ts';

/**
 * The public list (/blog, /reports): the reports the caller may read, newest first, searched in
 * title, summary, body, date, author and company, by tag (and its children) and by the author's
 * company.
 */
export function listReports(services: Services, caller: Caller | null, query: ReportsQuery) {
  const companyId = query.company === 'ALL' ? undefined : query.company;
  return reportPage(services, caller, query, 'listed', { searchPeople: true, companyId });
}

/**
 * Staff's list (/AdminReport): every report of one state or all of them, newest first, searched in
 * title, summary, body and date, and by tag.
 */
export function listAdminReports(services: Services, caller: Caller, query: AdminReportsQuery) {
  const state = ADMIN_REPORT_FILTERS[query.type_state] ?? undefined;
  return reportPage(services, caller, query, 'all', { searchPeople: false, state });
}

async function reportPage(
  services: Services,
  caller: Caller | null,
  query: Pick<ReportsQuery, 'search' | 'tag' | 'page' | 'page_size'>,
  scope: 'listed' | 'all',
  filter: Pick<ReportFilter, 'searchPeople' | 'companyId' | 'state'>,
): Promise<ReportsPage> {
  const search = query.search.toLowerCase();
  const date = dateSearch(search);
  const { rows, total } = await selectReportPage(
    services,
    readerOf(caller),
    { ...filter, search, searchDay: date?.day, tag: query.tag },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
    scope,
  );
  return {
    items: rows.map(reportCard),
    page: query.page,
    page_size: query.page_size,
    total,
    search_date: date ?? null,
  };
}
