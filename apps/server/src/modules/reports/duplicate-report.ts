import { utcDateOfInstant } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { insertReport, selectReportForEdit } from './reports.queries.ts';

/**
 * Duplicate (the admin card's menu): a DRAFT copy of the report, by the caller, dated today, with
 * the same image, summary, body and tags, its title marked as a copy.
 */
export async function duplicateReport(services: Services, caller: Caller, id: number) {
  const source = await selectReportForEdit(services, id);
  if (!source) throw notFound('No such report.');
  const now = services.now();
  const title = `${source.title} (copy)`.slice(0, 200);
  const copy = await insertReport(
    services,
    {
      title,
      img: source.img,
      summary: source.summary,
      body: source.body,
      state: 'DRAFT',
      searchText: `${title.toLowerCase()} ${source.searchText}`,
      publicationDate: utcDateOfInstant(now.getTime()),
      authorId: caller.id,
      companyId: caller.companyIds.length ? Math.min(...caller.companyIds) : null,
    },
    source.tags,
    now,
  );
  return { message: 'Report duplicated as a draft.', pk_id_report: copy };
}
