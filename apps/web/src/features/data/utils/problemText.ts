import { BOOK_COLUMN_HEADERS, problemWords, ROW_PROBLEMS, type TRowProblem } from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import type { GridColumn, GridProblems, GridState } from '../../../components/grid/gridTypes.ts';
import type { Language } from '../../../i18n/index.ts';
import { formatInteger } from '../../../utils/format.ts';

/**
 * A rejected row's reason in the user's language, naming its column by the sheet's header, in the
 * words of the rejected-rows report (the contract's texts of cell problems and row rules); a code
 * the app does not know shows the server's English text.
 */
export function problemText(problem: TRowProblem, language: Language): string {
  const text = problemWords(problem, language, ROW_PROBLEMS);
  const header = problem.column ? BOOK_COLUMN_HEADERS[problem.column] : undefined;
  return header ? `${header[language === 'es' ? 1 : 0]}: ${text}` : text;
}

/** How many refused cells the failed save names; the grid marks and lists them all. */
const NAMED_CELLS = 5;

/**
 * A refused save in words, each refused cell naming its row — its number in the grid, and its code
 * once saved — and its column by header: "Nothing was saved. Row 3 (DCA12), Notional: Enter a number."
 */
export function refusalText(
  refused: GridProblems,
  state: GridState,
  columns: readonly GridColumn[],
  t: TFunction,
  language: Language,
): string {
  const cells = Object.entries(refused).flatMap(([key, fields]) => {
    const at = state.rows.findIndex((row) => row.key === key);
    const row = state.rows[at];
    return Object.entries(fields).map(([field, message]) => {
      const column = columns.find((c) => c.key === field)?.header ?? field;
      if (!row) return t('book.refused.codeCell', { code: key, column, message });
      return row.original
        ? t('book.refused.savedCell', { row: at + 1, code: key, column, message })
        : t('book.refused.newCell', { row: at + 1, column, message });
    });
  });
  const more = cells.length - NAMED_CELLS;
  return [
    t('book.refused.summary', { count: cells.length, cells: formatInteger(cells.length, language) }),
    ...cells.slice(0, NAMED_CELLS),
    ...(more > 0 ? [t('book.refused.more', { count: more, cells: formatInteger(more, language) })] : []),
  ].join(' ');
}
