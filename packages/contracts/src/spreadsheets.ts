import { z } from 'zod';

/** The languages a sheet's headers and texts are written in. */
export const SHEET_LANGUAGES = ['en', 'es'] as const;
export type SheetLanguage = (typeof SHEET_LANGUAGES)[number];

/** The language a sheet's headers and texts are written in, as a query or form field. */
export const ZSheetLanguage = z
  .enum(SHEET_LANGUAGES)
  .default('en')
  .describe('Language of the headers and texts written.');

/** An empty sheet to fill in and import: an .xlsx with each column's rule, or the CSV header row. */
export const ZTemplateQuery = z.object({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  lang: ZSheetLanguage,
});
export type SheetFormat = z.infer<typeof ZTemplateQuery>['format'];

/** Problem texts by code, in each language. */
export type ProblemTexts = Readonly<Record<string, Readonly<Record<SheetLanguage, string>>>>;

/**
 * Problems with one cell (or one row) of an imported sheet, with their text in each language: the
 * preview answers the code, and the app and the rejected-rows report word it.
 */
export const CELL_PROBLEMS = {
  REQUIRED: { en: 'This column is required.', es: 'Esta columna es obligatoria.' },
  NOT_A_NUMBER: { en: 'Not a number.', es: 'No es un número.' },
  AMBIGUOUS_NUMBER: {
    en: 'Ambiguous number: write it without a thousands separator (1234.5).',
    es: 'Número ambiguo: escríbalo sin separador de miles (1234,5).',
  },
  NOT_AN_INTEGER: { en: 'Not a whole number.', es: 'No es un número entero.' },
  NOT_A_DATE: {
    en: 'Not a date: use yyyy-mm-dd or dd/mm/yyyy.',
    es: 'No es una fecha: use aaaa-mm-dd o dd/mm/aaaa.',
  },
  AMBIGUOUS_DATE: {
    en: 'Ambiguous date: it is a different day read day first or month first, and neither your date order (Profile) nor the other dates of the file tell which; write it as yyyy-mm-dd.',
    es: 'Fecha ambigua: es otro día leída con el día primero o con el mes primero, y ni su orden de fechas (Perfil) ni las demás fechas del archivo dicen cuál; escríbala como aaaa-mm-dd.',
  },
  OTHER_ORDER_DATE: {
    en: 'Not a date in your date order (Profile), only the other way round; write it as yyyy-mm-dd.',
    es: 'No es una fecha en su orden de fechas (Perfil), solo al revés; escríbala como aaaa-mm-dd.',
  },
  NOT_IN_LIST: { en: 'Not one of the allowed values.', es: 'No es uno de los valores permitidos.' },
  TOO_LONG: { en: 'Too long.', es: 'Demasiado largo.' },
  CELL_ERROR: {
    en: 'The cell holds an error (#N/A, #DIV/0!, …).',
    es: 'La celda contiene un error (#N/A, #DIV/0!, …).',
  },
  FORMULA_NOT_CALCULATED: {
    en: 'A formula without a calculated value: open and save the file in a spreadsheet first.',
    es: 'Una fórmula sin valor calculado: abra y guarde el archivo en una hoja de cálculo primero.',
  },
  DUPLICATE_CODE: {
    en: 'The same code appears on an earlier row of the file.',
    es: 'El mismo código aparece en una fila anterior del archivo.',
  },
} as const satisfies ProblemTexts;
export type CellProblemCode = keyof typeof CELL_PROBLEMS;

/**
 * What a problem's text names beyond its code (the other record of a taken code), by name; a name
 * ending in `.en` or `.es` is its words in that language.
 */
export const ZProblemParams = z
  .record(z.string(), z.string())
  .describe("What the text names beyond its code, e.g. {'record.en': 'currency hedge DCA12'}.");

/** One reason a row is rejected: the column it concerns (none for the whole row), a code, a text. */
export const ZRowProblem = z.object({
  column: z.string().nullable().describe("The column's key, or null when the problem is the whole row's."),
  code: z.string().describe('A CELL_PROBLEMS code, or a code of the rules of the rows being imported.'),
  message: z.string().describe('English text of the problem.'),
  params: ZProblemParams.optional(),
});
export type TRowProblem = z.infer<typeof ZRowProblem>;

/**
 * A rejected row's reason in `language`: a cell problem's text, else the text of the rules of the
 * rows being imported (`rules`), else the server's own text for a code neither knows; `{name}` in a
 * text is filled from the problem's params (`name.<language>` first).
 */
export function problemWords(
  problem: Pick<TRowProblem, 'code' | 'message' | 'params'>,
  language: SheetLanguage,
  rules: ProblemTexts,
): string {
  const texts = CELL_PROBLEMS[problem.code as CellProblemCode] ?? rules[problem.code];
  return texts ? withParams(texts[language], problem.params, language) : problem.message;
}

/** A problem's text with each `{name}` filled from its params (`name.<language>` first). */
export function withParams(
  text: string,
  params: Readonly<Record<string, string>> | undefined,
  language: SheetLanguage,
): string {
  if (!params) return text;
  return text.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[`${name}.${language}`] ?? params[name] ?? whole,
  );
}

const sheetRow = z
  .number()
  .int()
  .min(1)
  .describe("The row's number in the sheet, as the spreadsheet shows it.");

/**
 * What an import would do, before anything is saved: the rows it would create, the rows it would
 * replace (matched by their code) and the rows it rejects with their reasons. Nothing may be saved
 * while any row is rejected.
 */
export function importPreview<T extends z.ZodType>(row: T) {
  return z.object({
    create: z.array(
      z.object({
        row: sheetRow,
        code: z
          .string()
          .optional()
          .describe(
            "The code the record is added under, where known: the row's own, or the one it is given.",
          ),
        values: row,
      }),
    ),
    replace: z.array(z.object({ row: sheetRow, code: z.string(), values: row })),
    rejected: z.array(
      z.object({
        row: sheetRow,
        values: z
          .record(z.string(), z.union([z.string(), z.number(), z.null()]))
          .describe('The cells as read; a cell that did not parse keeps the text it had.'),
        problems: z.array(ZRowProblem).min(1),
      }),
    ),
  });
}
export interface ImportPreview<T> {
  create: { row: number; code?: string; values: T }[];
  replace: { row: number; code: string; values: T }[];
  rejected: { row: number; values: Record<string, string | number | null>; problems: TRowProblem[] }[];
}
