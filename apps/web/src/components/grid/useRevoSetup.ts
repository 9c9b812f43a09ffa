import { type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gridEditors } from './gridEditors.ts';
import { cellProblem } from './gridProblems.ts';
import type { GridColumn } from './gridTypes.ts';
import { revoColumns, revoRowHeaders } from './revoColumns.ts';
import type { LatestGrid } from './useGridEdits.ts';

/**
 * The grid's columns, row headers and editors as RevoGrid takes them. They are made again only when
 * the columns, language or read-only state change: the cells read the rows and problems when drawn,
 * through `latest`.
 */
export function useRevoSetup({
  columns,
  lang,
  isReadonly,
  latest,
}: {
  columns: readonly GridColumn[];
  lang: string;
  isReadonly: boolean;
  latest: RefObject<LatestGrid>;
}) {
  const { t } = useTranslation();
  const editors = useMemo(
    () =>
      gridEditors({
        columnOf: (key) => latest.current.columns.find((column) => column.key === key),
        lang: () => latest.current.lang,
        calendarLabel: () => t('grid.calendar'),
      }),
    [t, latest],
  );
  const revoColumnsOfGrid = useMemo(
    () =>
      revoColumns(columns, lang, isReadonly, (rowIndex, column) => {
        const now = latest.current;
        return cellProblem(now.value.rows[rowIndex], column, now.problems, now.describe);
      }),
    [columns, lang, isReadonly, latest],
  );
  const rowHeaders = useMemo(
    () =>
      revoRowHeaders((rowIndex) => latest.current.value.rows[rowIndex], {
        newRow: t('grid.rows.new'),
        editedRow: t('grid.rows.edited'),
      }),
    [t, latest],
  );
  return { editors, columns: revoColumnsOfGrid, rowHeaders };
}
