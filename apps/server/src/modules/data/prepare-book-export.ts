import { BOOK_KINDS, type BookKind, type SheetLanguage } from '@cobertura/contracts';
import { utcDateOfInstant } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { SheetValues } from '../../spreadsheets/columns.ts';
import type { BookRowCache } from './book-row-cache.ts';
import {
  BOOK_SHEET_NAMES,
  BOOL_VALUES,
  bookSheetColumns,
  CODE_COLUMN,
  PORTFOLIO_COLUMN,
} from './book-sheet-columns.ts';
import { PREPARED_FILE_SECONDS } from './import-book-file.ts';
import { listBookRows } from './list-book-rows.ts';
import { findCallerCompany, selectCompanyPortfolioNames } from './portfolios.queries.ts';
import { insertPreparedFile } from './prepared-files.queries.ts';

export interface BookExport {
  kind: BookKind;
  companyId: number;
  /** One of the company's portfolios; all of them when absent. */
  portfolioId?: number;
  language: SheetLanguage;
}

/**
 * Writes a company's rows of a kind (one portfolio's, or all) to an .xlsx workbook in the import's
 * columns, so that the file imports back as it is, and keeps it for download: any server process
 * answers the download. The file is named after the company and today's date.
 */
export async function prepareBookExport(
  services: Services,
  rendered: BookRowCache,
  caller: Caller,
  request: BookExport,
): Promise<{ id: string; filename: string }> {
  const company = await findCallerCompany(services, caller, request.companyId);
  if (!company) throw notFound('No such company.');
  const { companyName, portfolios } = await selectCompanyPortfolioNames(services, company.id);
  if (request.portfolioId !== undefined && !portfolios.some((p) => p.id === request.portfolioId))
    throw notFound('No such portfolio.');
  const names = new Map(portfolios.map((p) => [p.id, p.name]));
  const ids = request.portfolioId === undefined ? [...names.keys()] : [request.portfolioId];
  const json = ids.length
    ? await listBookRows(services, rendered, caller, request.kind, { portfolios: ids })
    : Buffer.from('[]');
  const { portfolioField } = BOOK_KINDS[request.kind];
  const columns = bookSheetColumns(request.kind);
  const rows = (JSON.parse(json.toString('utf8')) as Record<string, unknown>[]).map((row) => {
    const values: SheetValues = {};
    for (const column of columns) {
      const value = row[column.key];
      values[column.key] =
        typeof value === 'boolean' ? BOOL_VALUES[value ? 0 : 1] : ((value ?? null) as SheetValues[string]);
    }
    values[CODE_COLUMN] = row.pk as string;
    values[PORTFOLIO_COLUMN] = names.get(row[portfolioField] as number) ?? null;
    return values;
  });
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeXlsx', {
    sheets: [{ name: BOOK_SHEET_NAMES[request.kind][request.language], columns, rows }],
    language: request.language,
  });
  const now = services.now();
  const filename = `${companyName}_${utcDateOfInstant(now.getTime())}.xlsx`;
  const saved = await insertPreparedFile(
    services,
    {
      companyId: company.id,
      userId: caller.id,
      fileName: filename,
      bytes: Buffer.from(bytes),
      expiresAt: new Date(now.getTime() + PREPARED_FILE_SECONDS * 1000),
    },
    now,
  );
  if (!saved) throw new Error('insert returned no row');
  return { id: saved.id, filename };
}
