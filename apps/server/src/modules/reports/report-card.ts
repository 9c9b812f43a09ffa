import { type NextReport, type ReportCard, reportLink } from '@cobertura/contracts';
import type { ReportRow } from './reports.queries.ts';

/** What points a reader to a report: its id, address, image and title (a further report, research). */
export function reportPointer(row: Pick<ReportRow, 'id' | 'img' | 'title'>): NextReport {
  return { pk_id_report: row.id, link: reportLink(row.title, row.id), img: row.img, title: row.title };
}

/** A stored report as its card reads it (spec 01 §3's field names). */
export function reportCard(row: ReportRow): ReportCard {
  return {
    ...reportPointer(row),
    tags: row.tags,
    summary: row.summary,
    NameUserCreate: row.author_name,
    company_name: row.company_name,
    publication_date: row.publication_date,
    likes: row.likes,
    liked: row.liked ? 'True' : 'False',
    State: row.state,
    fk_id_author: row.author_id,
  };
}
