import { type ReportCard, reportLink } from '@cobertura/contracts';
import type { ReportRow } from './reports.queries.ts';

/** A stored report as its card reads it (spec 01 §3's field names). */
export function reportCard(row: ReportRow): ReportCard {
  return {
    pk_id_report: row.id,
    img: row.img,
    tags: row.tags,
    title: row.title,
    summary: row.summary,
    link: reportLink(row.title, row.id),
    NameUserCreate: row.author_name,
    company_name: row.company_name,
    publication_date: row.publication_date,
    likes: row.likes,
    liked: row.liked ? 'True' : 'False',
    State: row.state,
    fk_id_author: row.author_id,
  };
}
