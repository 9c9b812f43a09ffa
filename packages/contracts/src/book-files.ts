import { z } from 'zod';
import { BOOK_KIND_NAMES } from './data.ts';
import { idField } from './fields.ts';
import { importPreview, SHEET_LANGUAGES } from './spreadsheets.ts';

/** Which grid a file holds: the spec's `datamodel_name` of an upload, `table` of an export. */
export const ZBookTable = z
  .enum(BOOK_KIND_NAMES as [string, ...string[]])
  .describe('currency_exposure, currency_hedge, commodity_exposure or commodity_hedge.');
const language = z.enum(SHEET_LANGUAGES).default('en').describe('Language of the headers and texts written.');

/** `GET /api/book_template`: the empty sheet of a grid. */
export const ZBookTemplateQuery = z.object({
  table: ZBookTable,
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  lang: language,
});

/** `POST /api/upload_datamodel/` (multipart): the spec's text fields beside `file_data`. */
export const ZUploadDatamodelFields = z.object({
  company_id: idField.describe('One of your companies.'),
  datamodel_name: ZBookTable,
  operation: z.enum(['preview', 'upload']).default('upload'),
  file_name: z.string().max(255).optional(),
  additional_info: z.string().max(2000).optional().describe('Kept by the spec; not used.'),
  user_id: idField.optional().describe('Your own user id (the spec sends it; the token decides).'),
  lang: language,
});

/** A sheet row's cells as read: dates `YYYY-MM-DD`, the portfolio by name, the code of a replaced row. */
const ZSheetValues = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const ZUploadDatamodelAnswer = z.object({
  messages: z.array(z.string()).describe("'successful' once saved; the preview's counts otherwise."),
  operation: z.enum(['preview', 'upload']),
  preview: importPreview(ZSheetValues),
  report_id: z
    .string()
    .nullable()
    .describe(
      'The rejected-rows workbook, for download_currency_exposures_file/; null when none is rejected.',
    ),
});
export type TUploadDatamodelAnswer = z.infer<typeof ZUploadDatamodelAnswer>;

/** `POST /api/create_currency_exposures_file`: prepares the export of a grid. */
export const ZCreateBookFileRequest = z.object({
  format: z.literal('xlsx').default('xlsx'),
  table: ZBookTable,
  origin: z.string().max(40).optional().describe('The screen asking (the spec sends it); not used.'),
  filename: z.string().max(255).optional().describe('Ignored: the file is named <company>_<yyyy-mm-dd>.'),
  company_id: idField,
  portfolio_id: idField.optional().describe('One portfolio of the company; all when absent.'),
  lang: language,
});
export const ZCreateBookFileAnswer = z.object({ id: z.string(), filename: z.string() });
export type TCreateBookFileAnswer = z.infer<typeof ZCreateBookFileAnswer>;

/** `GET /api/download_currency_exposures_file/`: a prepared export or rejected-rows report. */
export const ZDownloadBookFileQuery = z.object({ id: z.string().max(40) });
