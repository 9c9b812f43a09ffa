import type { NextReport, ReportInfo } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readerOf } from './reader-of.ts';
import { reportCard, reportPointer } from './report-card.ts';
import { selectNextReports, selectReadableReport } from './reports.queries.ts';
import { sanitizeReportHtml } from './sanitize-report-html.ts';

/** How many further reports the report view lists. */
const NEXT_REPORTS = 4;

/**
 * InfoReport: one report to read. A report the caller may not read answers 404, as one that does
 * not exist (another company's PRIVATE report, a draft to anyone but staff). The body was sanitised
 * on save and is again here, so a row written by other means cannot carry a script to a reader.
 */
export async function readReport(services: Services, caller: Caller | null, id: number): Promise<ReportInfo> {
  const row = await selectReadableReport(services, readerOf(caller), id);
  if (!row) throw notFound('No such report.');
  return { ...reportCard(row), text: sanitizeReportHtml(row.body) };
}

/** NextReport: the newest other reports the caller may read. */
export async function nextReports(
  services: Services,
  caller: Caller | null,
  id: number,
): Promise<{ items: NextReport[] }> {
  const rows = await selectNextReports(services, readerOf(caller), id, NEXT_REPORTS);
  return { items: rows.map(reportPointer) };
}
