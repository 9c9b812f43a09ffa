import type { BlotterRow } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderedMs } from '../../../utils/useRenderedMs.ts';
import { BLOTTER_ARRIVED } from '../api/deskQueries.ts';
import { BLOTTER_COLUMNS, BLOTTER_WIDTH, OVERSCAN, ROW_HEIGHT } from '../utils/blotterColumns.ts';
import { visibleRange } from '../utils/visibleRange.ts';
import classes from './Blotter.module.css';
import { BlotterRowView } from './BlotterRowView.tsx';

/**
 * The blotter's rows, windowed: only the rows in view (and a few around them) are drawn, between two
 * spacers as tall as the rows left out, so ten thousand requests scroll like forty. The table writes
 * how long a reply's rows took to draw (`data-rendered-ms`, from the reply parsed to the rows
 * committed) for the blotter benchmark.
 */
export function BlotterTable({
  rows,
  fetchedAt,
  selectedId,
  onSelect,
}: {
  rows: readonly BlotterRow[];
  fetchedAt: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { ref, height } = useElementSize<HTMLElement>();
  const tableRef = useRef<HTMLTableElement>(null);
  useRenderedMs(tableRef, rows, true, BLOTTER_ARRIVED);
  const [firstRow, setFirstRow] = useState(0);
  // The rows keep one callback for their whole life, so choosing a request redraws only two rows.
  const latestSelect = useRef(onSelect);
  latestSelect.current = onSelect;
  const select = useCallback((id: number) => latestSelect.current(id), []);
  const { start, end } = visibleRange(firstRow * ROW_HEIGHT, height, ROW_HEIGHT, rows.length, OVERSCAN);
  const columnCount = BLOTTER_COLUMNS.length;
  return (
    <section
      ref={ref}
      className={classes.viewport}
      aria-label={t('desk.blotter.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1).
      tabIndex={0}
      onScroll={(event) => setFirstRow(Math.floor(event.currentTarget.scrollTop / ROW_HEIGHT))}
    >
      <Table
        ref={tableRef}
        stickyHeader
        layout="fixed"
        className={classes.table}
        miw={BLOTTER_WIDTH}
        data-testid="blotter"
        data-rows={rows.length}
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          {BLOTTER_COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {BLOTTER_COLUMNS.map((column) => (
              <Table.Th
                key={column.key}
                className={classes.head}
                ta={'isFigure' in column ? 'right' : undefined}
              >
                {column.labels.map((label) => (
                  <div key={label}>{t(`desk.blotter.columns.${label}`)}</div>
                ))}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <tbody>
          {start > 0 && (
            <tr className={classes.spacer} aria-hidden style={{ height: start * ROW_HEIGHT }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {rows.slice(start, end).map((row, i) => (
            <BlotterRowView
              key={row.id}
              row={row}
              index={start + i + 2}
              fetchedAt={fetchedAt}
              isSelected={row.id === selectedId}
              onSelect={select}
            />
          ))}
          {end < rows.length && (
            <tr className={classes.spacer} aria-hidden style={{ height: (rows.length - end) * ROW_HEIGHT }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </tbody>
      </Table>
    </section>
  );
}
