import type { ReportForEdit } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { selectReportForEdit } from './reports.queries.ts';

/** A report as the editor loads it, whatever its state. */
export async function readReportForEdit(services: Services, id: number): Promise<ReportForEdit> {
  const row = await selectReportForEdit(services, id);
  if (!row) throw notFound('No such report.');
  return {
    IdReport: row.id,
    title: row.title,
    img: row.img,
    summary: row.summary,
    state: row.state,
    text: row.body,
    tags: row.tags,
    fk_id_author: row.authorId,
  };
}
