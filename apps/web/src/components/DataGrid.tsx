import { Box, Center, Loader, useComputedColorScheme } from '@mantine/core';
import type { AfterEditEvent } from '@revolist/revogrid';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { z } from 'zod';
import {
  applyEdit,
  type CellErrors,
  type GridColumn,
  gridColumns,
  revoColumns,
  rowErrors,
  withoutTrailingNewline,
} from '../utils/gridRows.ts';
import classes from './DataGrid.module.css';

// RevoGrid is loaded with the first grid shown, never with the landing page or the sign-in.
const RevoGrid = lazy(() =>
  import('@revolist/react-datagrid').then((module) => ({ default: module.RevoGrid })),
);

export interface DataGridProps<Shape extends z.core.$ZodShape> {
  /** The contract's row schema: it gives the columns (unless `columns` is given) and checks every cell. */
  schema: z.ZodObject<Shape>;
  rows: readonly z.input<z.ZodObject<Shape>>[];
  /**
   * Called after every edit, paste or autofill with the new rows, cells read by their column's kind
   * (a cell that does not read keeps its text), and each row's cell problems (empty when valid).
   */
  onChange?: (rows: z.input<z.ZodObject<Shape>>[], errors: CellErrors[]) => void;
  /** Explicit columns (a subset, other labels, widths, read-only ones); else one per schema field. */
  columns?: readonly GridColumn<keyof Shape & string>[];
  /** Header text of a derived column; the field name when left out. */
  label?: (name: keyof Shape & string) => string;
  isReadonly?: boolean;
  height?: number | string;
}

/**
 * A spreadsheet-like grid over rows of a contract schema (RevoGrid): typed and pasted cells (from
 * Excel, a range at a time), range selection and autofill, virtual rows (100k stay smooth), and each
 * invalid cell marked with the schema's message. It knows nothing of what the rows are.
 */
export function DataGrid<Shape extends z.core.$ZodShape>({
  schema,
  rows,
  onChange,
  columns,
  label,
  isReadonly = false,
  height = 480,
}: DataGridProps<Shape>) {
  const scheme = useComputedColorScheme('light');
  const gridColumnsOf = useMemo(
    () => columns ?? gridColumns(schema, label ? (field) => label(field.name) : undefined),
    [columns, schema, label],
  );
  const errors = useMemo(() => rowErrors(schema, rows), [schema, rows]);
  const revo = useMemo(
    () => revoColumns(gridColumnsOf, errors, classes.invalid ?? ''),
    [gridColumnsOf, errors],
  );
  // RevoGrid edits the objects it is given: it gets copies, the caller's rows stay as they were.
  const source = useMemo(() => rows.map((row) => ({ ...row })), [rows]);

  // The clipboard's event reaches the grid element, not a React prop: listen on the element.
  const gridRef = useCallback((element: HTMLElement | null) => {
    element?.addEventListener('beforepasteapply', (event) => {
      const detail = (event as CustomEvent<{ parsed: string[][] }>).detail;
      detail.parsed = withoutTrailingNewline(detail.parsed);
    });
  }, []);

  const onAfterEdit = (event: CustomEvent<AfterEditEvent>) => {
    if (!onChange) return;
    const next = applyEdit(rows, event.detail, gridColumnsOf);
    onChange(next, rowErrors(schema, next));
  };

  return (
    <Box h={height} data-testid="data-grid">
      <Suspense
        fallback={
          <Center h="100%">
            <Loader />
          </Center>
        }
      >
        <RevoGrid
          ref={gridRef}
          columns={revo}
          source={source}
          readonly={isReadonly}
          range
          resize
          rowHeaders
          useClipboard
          theme={scheme === 'dark' ? 'darkCompact' : 'compact'}
          onAfteredit={onAfterEdit}
          style={{ height: '100%' }}
        />
      </Suspense>
    </Box>
  );
}
