import type { ColumnRegular } from '@revolist/revogrid';
import { displayText } from './cellText.ts';
import { pinnedCount } from './columnViewports.ts';
import classes from './DataGrid.module.css';
import type { GridColumn, GridRow } from './gridTypes.ts';

const isNumeric = (column: GridColumn) => column.type === 'number' || column.type === 'integer';

/**
 * The columns as RevoGrid takes them: each with its editor, its cells shown in the language and
 * numbers to the right, a cell to check (`problemOf`, read when the cell is drawn) marked with its
 * message as tooltip, and the pinned columns at the start kept in view.
 */
export function revoColumns(
  columns: readonly GridColumn[],
  lang: string,
  isReadonly: boolean,
  problemOf: (rowIndex: number, column: GridColumn) => string | undefined,
): ColumnRegular[] {
  const pinned = pinnedCount(columns);
  return columns.map((column, index) => ({
    ...(index < pinned ? { pin: 'colPinStart' as const } : {}),
    prop: column.key,
    name: column.header,
    size: column.width,
    readonly: isReadonly || column.isReadonly === true,
    editor: column.type === 'enum' ? 'enum' : column.type === 'date' ? 'date' : 'text',
    columnProperties: () => ({
      ...(column.hint ? { title: column.hint } : {}),
      ...(isNumeric(column) ? { class: classes.numberHeader } : {}),
    }),
    cellTemplate: (_h, { value: cell }) => displayText(column, cell ?? null, lang),
    cellProperties: ({ rowIndex }) => {
      const message = problemOf(rowIndex, column);
      const alignment = isNumeric(column) ? classes.number : undefined;
      if (!message) return alignment ? { class: alignment } : {};
      return {
        class: [classes.problem, alignment].filter(Boolean).join(' '),
        title: message,
        'aria-invalid': 'true',
      };
    },
  }));
}

/**
 * Row numbers, marked for a new or an edited row (`rowOf` reads the row when it is drawn); row
 * headers for assistive technology (RevoGrid's own give their rows no cells).
 */
export function revoRowHeaders(
  rowOf: (rowIndex: number) => GridRow | undefined,
  titles: { newRow: string; editedRow: string },
) {
  return {
    prop: '',
    cellProperties: ({ rowIndex }: { rowIndex: number }) => {
      const row = rowOf(rowIndex);
      if (row?.original === undefined)
        return { role: 'rowheader', class: classes.newRow, title: titles.newRow };
      if (row.isEdited) return { role: 'rowheader', class: classes.editedRow, title: titles.editedRow };
      return { role: 'rowheader' };
    },
  };
}
