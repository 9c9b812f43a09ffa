import {
  REPORT_EDIT_FIELDS,
  type ReportEditField,
  type ReportForEdit,
  type ReportState,
  ZSaveReportRequest,
} from '@cobertura/contracts';

/** What the report form holds: the fields an author writes; no report type chosen yet is null. */
export type ReportDraft = Omit<Pick<ReportForEdit, ReportEditField>, 'state'> & { state: ReportState | null };

/** A field's message on the form, from its own check or the server's. */
export type ReportFieldErrors = Partial<Record<ReportEditField, string>>;

/** The form's first values: the report's own, or a new report's as a save fills them in (empty). */
export function reportDraftOf(report?: ReportForEdit): ReportDraft {
  const values = report ?? ZSaveReportRequest.parse({ draft: true });
  return Object.fromEntries(REPORT_EDIT_FIELDS.map((field) => [field, values[field] ?? null])) as ReportDraft;
}
