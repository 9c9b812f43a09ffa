import { type NextReport, type ReportCard, reportLink } from '@cobertura/contracts';
import type { ReportRow } from './reports.queries.ts';

/** What points a reader to a report: its id, address, image and title (a further report, research). */
export function reportPointer(row: Pick<ReportRow, 'pk_id_report' | 'img' | 'title'>): NextReport {
  return {
    pk_id_report: row.pk_id_report,
    link: reportLink(row.title, row.pk_id_report),
    img: row.img,
    title: row.title,
  };
}

/** A stored report as its card reads it (spec 01 §3's field names). */
export function reportCard(row: ReportRow): ReportCard {
  return { ...row, ...reportPointer(row), liked: row.liked ? 'True' : 'False', State: row.state };
}
