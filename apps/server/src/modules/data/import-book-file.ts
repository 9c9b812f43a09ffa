import {
  type BatchAnswer,
  BOOK_KINDS,
  type BookKind,
  bookCode,
  bookProblemMessage,
  type FieldSpec,
  IMPORT_ANSWER_ROWS,
  type ImportPreview,
  PENDING_PK,
  type RejectedRow,
  ROW_PROBLEMS,
  type RowProblemCode,
  rowProblems,
  type SheetLanguage,
  type TRowProblem,
  valueProblem,
} from '@cobertura/contracts';
import { utcDateOfInstant } from '@cobertura/finance/time';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { SheetValues } from '../../spreadsheets/columns.ts';
import { buildPreview, problemsByColumn } from '../../spreadsheets/preview.ts';
import { readSpreadsheet } from '../../spreadsheets/read-spreadsheet.ts';
import { rejectedRowsSheet } from '../../spreadsheets/sheet-writer.ts';
import type { Upload } from '../../spreadsheets/upload.ts';
import { selectCompanyBookVersions } from './book.queries.ts';
import { BOOL_VALUES, bookSheetColumns, CODE_COLUMN, PORTFOLIO_COLUMN } from './book-sheet-columns.ts';
import { createPortfolio } from './create-portfolio.ts';
import { findCallerCompany, selectCompanyPortfolioNames } from './portfolios.queries.ts';
import { insertPreparedFile } from './prepared-files.queries.ts';
import { readDateOrder } from './read-preferences.ts';
import { saveBookBatch } from './save-book-batch.ts';

/** How long a rejected-rows report stays downloadable. */
export const PREPARED_FILE_SECONDS = 60 * 60;

export interface BookImport {
  kind: BookKind;
  companyId: number;
  operation: 'preview' | 'upload';
  /** The spec's `user_id`, when sent: it must be the caller's own. */
  userId?: number;
  language: SheetLanguage;
  upload: Upload;
}

export interface BookImportAnswer {
  messages: string[];
  operation: BookImport['operation'];
  counts: { create: number; replace: number; rejected: number };
  /** Every rejected row; of the created and replaced rows, the first IMPORT_ANSWER_ROWS of each. */
  preview: ImportPreview<SheetValues>;
  /** The rejected-rows workbook to download, when some row is rejected. */
  report_id: string | null;
}

/** Stands for a portfolio the sheet names that the company lacks (the largest id): created with the import. */
const NEW_PORTFOLIO_ID = 2_147_483_647;

/** Ends a transaction that ran the import to the end (a preview, or rows beside rejected ones) without keeping it. */
class RolledBack extends Error {
  constructor(readonly answer: BatchAnswer) {
    super('rolled back');
  }
}

/**
 * Imports one sheet of a kind into a company's book (spec 02 §7 `upload_datamodel`). The file is
 * read on a worker; each row is judged by the contract's rules; a row whose code is one of the
 * company's rows of the kind updates it, one with a code no row has is added under that code (an
 * invoice or order number), one without a code gets the company's next code (a code of another kind
 * of row is refused, naming it); an unknown portfolio name creates the portfolio. `preview` runs the
 * whole import — through the grid's batch save, so that every rule of a save applies — in a
 * transaction that is then rolled back, and answers what it would do; `upload` keeps it, and
 * refuses the file (400 ROWS_REJECTED, indexed by the sheet's row numbers) while any row is
 * rejected. A rejected row makes a report to download. The answer counts the rows and lists every
 * rejected one but only the first created and replaced ones.
 */
export async function importBookFile(
  services: Services,
  caller: Caller,
  request: BookImport,
  signal?: AbortSignal,
): Promise<BookImportAnswer> {
  const { kind } = request;
  if (request.userId !== undefined && request.userId !== caller.id)
    throw forbidden('You may only import as yourself.');
  const company = await findCallerCompany(services, caller, request.companyId);
  if (!company) throw notFound('No such company.');
  const columns = bookSheetColumns(kind);
  const versions = new Map(
    (await selectCompanyBookVersions(services, kind, company.id)).map((r) => [r.code, r.version]),
  );
  const { portfolios } = await selectCompanyPortfolioNames(services, company.id);
  const portfolioIds = new Map(portfolios.map((p) => [nameKey(p.name), p.id]));
  const today = utcDateOfInstant(services.now().getTime());
  const { portfolioField } = BOOK_KINDS[kind];
  const rowOf = (values: SheetValues) => toBookRow(kind, values, portfolioIds);

  // Read after the small queries and not kept past the judging: the preview holds what each row became.
  const dateOrder = await readDateOrder(services, caller, request.language);
  const read = () =>
    readSpreadsheet(services, `user-${caller.id}`, request.upload, columns, { dateOrder }, signal);
  const preview = buildPreview((await read()).rows, {
    codeColumn: CODE_COLUMN,
    existingCodes: versions.keys(),
    check: (values) => {
      const problems = rowProblems(kind, rowOf(values), { today }).map(
        (p): TRowProblem => ({
          column: p.field === portfolioField ? PORTFOLIO_COLUMN : p.field,
          code: p.code,
          message: bookProblemMessage(p, 'en'),
        }),
      );
      return problems.length ? { ok: false, problems } : { ok: true, value: values };
    },
  });
  for (const rejected of preview.rejected) rejected.problems = rejected.problems.map(sayWhatIsRight(kind));
  // Codes as kept: "inv-2031 " updates or adds INV-2031.
  for (const row of preview.replace) row.code = codeOf(row.values) ?? row.code;
  for (const added of preview.create) {
    const code = codeOf(added.values);
    if (code) added.code = code;
  }
  // The rows that pass go through the save even beside rejected ones, so that a single preview
  // lists every reason; only an upload with nothing rejected keeps them. A row whose code is none
  // of the kind's rows is added under that code.
  const isKept = request.operation === 'upload' && !preview.rejected.length;
  const written: { row: number; values: SheetValues; code?: string }[] = [
    ...preview.create,
    ...preview.replace,
  ];
  if (written.length) {
    try {
      const saved = await inTransaction(services, async (tx) => {
        await createNamedPortfolios(tx, caller, company.id, kind, written, portfolioIds);
        const answer = await saveBookBatch(tx, caller, {
          kind,
          selectedCompany: company.id,
          userId: caller.id,
          rows: written.map((w) => {
            const code = codeOf(w.values);
            const version = code === undefined ? undefined : versions.get(code);
            return code !== undefined && version !== undefined
              ? { ...rowOf(w.values), pk: code, version }
              : { ...rowOf(w.values), pk: PENDING_PK, code };
          }),
        });
        if (!isKept) throw new RolledBack(answer);
        return answer;
      });
      nameAddedRows(preview, written, saved);
    } catch (error) {
      if (error instanceof AppError && error.code === 'ROWS_REJECTED' && error.rows) {
        movePastSave(preview, written, error.rows, portfolioField);
      } else if (error instanceof RolledBack) nameAddedRows(preview, written, error.answer);
      else throw error;
    }
  }
  preview.rejected.sort((a, b) => a.row - b.row);

  const reportId = preview.rejected.length
    ? await saveReport(services, caller, company.id, kind, preview, request.language)
    : null;
  if (request.operation === 'upload' && preview.rejected.length) {
    const error = new AppError(
      'ROWS_REJECTED',
      `${preview.rejected.length} row${preview.rejected.length === 1 ? '' : 's'} cannot be imported; nothing was saved.`,
    );
    error.rows = preview.rejected.map(
      (r): RejectedRow => ({
        index: r.row,
        pk: codeOf(r.values) ?? PENDING_PK,
        fields: problemsByColumn(r.problems),
      }),
    );
    throw error;
  }
  const counts = `${preview.create.length} to add, ${preview.replace.length} to update, ${preview.rejected.length} rejected`;
  // A client shows the first rows and counts the rest: echoing 50,000 rows would cost the server
  // more memory than reading them.
  return {
    messages: [request.operation === 'upload' ? 'successful' : counts],
    operation: request.operation,
    counts: {
      create: preview.create.length,
      replace: preview.replace.length,
      rejected: preview.rejected.length,
    },
    preview: {
      create: preview.create.slice(0, IMPORT_ANSWER_ROWS),
      replace: preview.replace.slice(0, IMPORT_ANSWER_ROWS),
      rejected: preview.rejected,
    },
    report_id: reportId,
  };
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A sheet row's code, as kept (an invoice number may come as a number cell); undefined when blank. */
function codeOf(values: SheetValues): string | undefined {
  const code = values[CODE_COLUMN];
  return code === null || code === undefined || String(code).trim() === ''
    ? undefined
    : bookCode(String(code));
}

/**
 * Each added row's code as the save gave it (its own, or the company's next one), so that the
 * preview says "adds INV-2031" or "adds DCA124".
 */
function nameAddedRows(preview: ImportPreview<SheetValues>, written: { row: number }[], answer: BatchAnswer) {
  const codes = new Map(answer.rows.map((r) => [written[r.index]?.row, r.pk]));
  for (const added of preview.create) added.code = codes.get(added.row) ?? added.code;
}

/** Cell problems that a field's own rule words better: "Pair: Use one of: …" rather than "Too long". */
const SAID_BY_THE_FIELD = new Set(['REQUIRED', 'NOT_IN_LIST', 'TOO_LONG', 'NOT_A_NUMBER', 'NOT_AN_INTEGER']);

/**
 * A problem of a cell the sheet could not read, said as the field's rule says what is right (the
 * code the grid and the save give): its header, then the allowed values, range or form.
 */
function sayWhatIsRight(kind: BookKind) {
  const fields: Readonly<Record<string, FieldSpec>> = BOOK_KINDS[kind].fields;
  return (problem: TRowProblem): TRowProblem => {
    const spec = problem.column === null ? undefined : fields[problem.column];
    if (!spec || !problem.column || !SAID_BY_THE_FIELD.has(problem.code)) return problem;
    const code: RowProblemCode = problem.code === 'REQUIRED' ? 'REQUIRED' : valueProblem(spec);
    return { ...problem, code, message: bookProblemMessage({ field: problem.column, code }, 'en') };
  };
}

/** A sheet row as a batch row: the portfolio's id for its name, yes/no as booleans, blanks left out. */
function toBookRow(kind: BookKind, values: SheetValues, portfolioIds: Map<string, number>) {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || key === CODE_COLUMN || key === PORTFOLIO_COLUMN) continue;
    row[key] = BOOL_VALUES.includes(value as never) ? value === 'TRUE' : value;
  }
  const name = values[PORTFOLIO_COLUMN];
  if (typeof name === 'string' && name.trim()) {
    row[BOOK_KINDS[kind].portfolioField] = portfolioIds.get(nameKey(name)) ?? NEW_PORTFOLIO_ID;
  }
  return row;
}

/** Creates each portfolio the sheet names that the company lacks, holding the assets of its rows. */
async function createNamedPortfolios(
  services: Services,
  caller: Caller,
  companyId: number,
  kind: BookKind,
  written: { values: SheetValues }[],
  portfolioIds: Map<string, number>,
) {
  const { assetField } = BOOK_KINDS[kind];
  const wanted = new Map<string, { name: string; assets: Set<string | number> }>();
  for (const { values } of written) {
    const name = String(values[PORTFOLIO_COLUMN]).trim();
    if (portfolioIds.has(nameKey(name))) continue;
    const entry = wanted.get(nameKey(name)) ?? { name, assets: new Set() };
    const asset = values[assetField];
    if (asset !== null && asset !== undefined) entry.assets.add(asset);
    wanted.set(nameKey(name), entry);
  }
  const isCurrency = kind.startsWith('currency');
  for (const [key, { name, assets }] of wanted) {
    const created = await createPortfolio(services, caller, {
      fk_idcompany: companyId,
      portfolio_name: name,
      fk_currency: isCurrency ? ([...assets] as string[]) : [],
      fk_idcommodity: isCurrency ? [] : ([...assets] as number[]),
    });
    portfolioIds.set(key, created.pk_idportfolio);
  }
}

/** Rows the batch save refused (a rule that needs the database) move to the rejected list. */
function movePastSave(
  preview: ImportPreview<SheetValues>,
  written: { row: number; values: SheetValues }[],
  refused: RejectedRow[],
  portfolioField: string,
) {
  for (const rejected of refused) {
    const row = written[rejected.index];
    if (!row) continue;
    preview.create = preview.create.filter((r) => r.row !== row.row);
    preview.replace = preview.replace.filter((r) => r.row !== row.row);
    preview.rejected.push({
      row: row.row,
      values: row.values,
      problems: Object.entries(rejected.fields).flatMap(([field, found]) =>
        found.map((p) => ({
          column: field === portfolioField ? PORTFOLIO_COLUMN : field,
          code: p.code,
          message: p.message,
          ...(p.params ? { params: p.params } : {}),
        })),
      ),
    });
  }
}

async function saveReport(
  services: Services,
  caller: Caller,
  companyId: number,
  kind: BookKind,
  preview: ImportPreview<SheetValues>,
  language: SheetLanguage,
): Promise<string> {
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeXlsx', {
    sheets: [rejectedRowsSheet(bookSheetColumns(kind), preview.rejected, language, ROW_PROBLEMS)],
    language,
  });
  const now = services.now();
  const saved = await insertPreparedFile(
    services,
    {
      companyId,
      userId: caller.id,
      fileName: `${language === 'es' ? 'filas-rechazadas' : 'rejected-rows'}.xlsx`,
      bytes: Buffer.from(bytes),
      expiresAt: new Date(now.getTime() + PREPARED_FILE_SECONDS * 1000),
    },
    now,
  );
  if (!saved) throw new Error('insert returned no row');
  return saved.id;
}
