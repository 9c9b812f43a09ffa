import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { forwardRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { DataGrid } from './DataGrid.tsx';
import { isDirty, loadedState } from './gridState.ts';
import type { GridColumn, GridProblems, GridState } from './gridTypes.ts';

// jsdom cannot run RevoGrid's web component: a stand-in element receives the grid's listeners, and
// the test sends it the events RevoGrid would.
interface RevoProps {
  source: object[];
  columns: { prop: string; name: string }[];
  plugins?: (new (grid: HTMLElement, providers: object) => unknown)[];
}
let revo: RevoProps | undefined;
vi.mock('@revolist/react-datagrid', () => ({
  RevoGrid: forwardRef<HTMLDivElement, RevoProps>((props, ref) => {
    revo = props;
    return <div ref={ref} data-testid="revo-grid" />;
  }),
}));

const columns: GridColumn[] = [
  { key: 'pair', header: 'Pair', type: 'text' },
  { key: 'notional', header: 'Notional', type: 'number' },
];

/** The columns with the code pinned: RevoGrid draws it in a viewport of its own. */
const pinned: GridColumn[] = [
  { key: 'id', header: 'Code', type: 'text', isReadonly: true, isPinned: true },
  ...columns,
];

let latest: GridState | undefined;
function Harness({
  shown = columns,
  problemsOf = () => ({}),
}: {
  shown?: readonly GridColumn[];
  problemsOf?: (state: GridState) => GridProblems;
}) {
  const [state, setState] = useState(() =>
    loadedState(
      [
        { id: 'A1', pair: 'USDCOP', notional: 1000 },
        { id: 'A2', pair: 'EURUSD', notional: 2000 },
      ],
      (row) => String(row.id),
    ),
  );
  latest = state;
  return (
    <DataGrid
      label="Hedges"
      columns={shown}
      value={state}
      onChange={setState}
      newRow={() => ({ pair: 'EURUSD' })}
      problems={problemsOf(state)}
    />
  );
}

async function renderGrid(props: Parameters<typeof Harness>[0] = {}) {
  window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} }) as never;
  await i18n.changeLanguage('es');
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Harness {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const grid = await screen.findByTestId('revo-grid');
  // The methods of RevoGrid's element the grid calls to scroll to a cell and focus it.
  Object.assign(grid, { scrollToRow: async () => {}, setCellsFocus: focusAt });
  return grid;
}

const focusAt = vi.fn(async () => {});

const send = (element: Element, name: string, detail: unknown) =>
  act(() => {
    element.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }));
  });

/** The text a copy of RevoGrid's range (told within its viewport) puts on the clipboard. */
async function copied(grid: Element, range: object, colType?: string) {
  let text = '';
  await send(grid, 'clipboardrangecopy', { range, colType });
  await send(grid, 'beforecopyapply', {
    event: {
      setData: (_type: string, data: string) => {
        text = data;
      },
    },
  });
  return text;
}

describe('DataGrid', () => {
  beforeEach(() => {
    latest = undefined;
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('hands RevoGrid the columns and the rows’ values, and reads an edit in the language', async () => {
    const grid = await renderGrid();
    expect(grid.getAttribute('aria-label')).toBe('Hedges');
    expect(revo?.columns.map((column) => column.name)).toEqual(['Pair', 'Notional']);
    expect(revo?.source).toEqual([
      { id: 'A1', pair: 'USDCOP', notional: 1000 },
      { id: 'A2', pair: 'EURUSD', notional: 2000 },
    ]);
    await send(grid, 'beforeedit', { rowIndex: 1, prop: 'notional', val: '1.234,5' });
    expect(latest?.rows[1]?.values.notional).toBe(1234.5);
    expect(latest?.rows[1]?.isEdited).toBe(true);
    expect(screen.getByTestId('grid-summary').textContent).toBe('Filas: 2 · Cambios sin guardar: 1');
  });

  it('pastes at the focused cell, adding rows, and undoes and redoes from the toolbar and the keys', async () => {
    const grid = await renderGrid();
    await send(grid, 'afterfocus', { rowIndex: 1, colIndex: 0 });
    const paste = {
      dataText: 'GBPUSD\t5,5\r\nUSDJPY\tmucho\r\n',
      event: new Event('paste', { cancelable: true }),
    };
    await send(grid, 'beforepaste', paste);
    expect(paste.event.defaultPrevented).toBe(true);
    expect(latest?.rows.map((row) => row.values)).toEqual([
      { id: 'A1', pair: 'USDCOP', notional: 1000 },
      { id: 'A2', pair: 'GBPUSD', notional: 5.5 },
      { pair: 'USDJPY', notional: 'mucho' },
    ]);
    expect(screen.getByTestId('grid-problems').textContent).toContain('Fila 3, Notional: No es un número');

    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(latest?.rows).toHaveLength(2);
    expect(isDirty(latest as GridState)).toBe(false);
    fireEvent.keyDown(grid, { key: 'y', ctrlKey: true });
    expect(latest?.rows).toHaveLength(3);
    fireEvent.keyDown(grid, { key: 'z', ctrlKey: true });
    expect(latest?.rows).toHaveLength(2);
    fireEvent.keyDown(grid, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(latest?.rows).toHaveLength(3);
  });

  it('fills the selection down with Ctrl+D and copies it as text in the language', async () => {
    const grid = await renderGrid();
    await send(grid, 'beforeapplyrange', { range: { x: 0, y: 0, x1: 1, y1: 1 }, colType: 'rgCol' });
    fireEvent.keyDown(grid, { key: 'd', ctrlKey: true });
    expect(latest?.rows[1]?.values).toEqual({ id: 'A2', pair: 'USDCOP', notional: 1000 });

    expect(await copied(grid, { x: 0, y: 0, x1: 1, y1: 1 })).toBe('USDCOP\t1000\r\nUSDCOP\t1000\r\n');
  });

  it('adds a row with the defaults and deletes the selected rows', async () => {
    const grid = await renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar fila' }));
    expect(latest?.rows[2]?.values).toEqual({ pair: 'EURUSD' });
    await send(grid, 'beforeapplyrange', { range: { x: 0, y: 0, x1: 0, y1: 1 }, colType: 'rgCol' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar filas seleccionadas' }));
    expect(latest?.rows.map((row) => row.values)).toEqual([{ pair: 'EURUSD' }]);
    expect(latest?.deleted.map((row) => row.key)).toEqual(['A1', 'A2']);
  });

  it('keeps a pinned code apart, reads its viewports as one grid, and focuses an added row where it needs typing', async () => {
    const grid = await renderGrid({
      shown: pinned,
      problemsOf: (state) =>
        Object.fromEntries(
          state.rows
            .filter((row) => row.values.notional == null)
            .map((row) => [row.key, { notional: 'Obligatorio.' }]),
        ),
    });
    expect(revo?.columns.map((column) => (column as { pin?: string }).pin)).toEqual([
      'colPinStart',
      undefined,
      undefined,
    ]);

    // The scrolling viewport counts from its own first column: its x 0 is the grid's pair.
    await send(grid, 'beforeapplyrange', { range: { x: 0, y: 0, x1: 1, y1: 1 }, colType: 'rgCol' });
    fireEvent.keyDown(grid, { key: 'd', ctrlKey: true });
    expect(latest?.rows[1]?.values).toEqual({ id: 'A2', pair: 'USDCOP', notional: 1000 });
    expect(await copied(grid, { x: 0, y: 1, x1: 0, y1: 1 }, 'colPinStart')).toBe('A2\r\n');

    // The new row takes the focus once RevoGrid has drawn it.
    focusAt.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar fila' }));
    await act(async () => {});
    expect(focusAt).not.toHaveBeenCalled();
    await send(grid, 'aftergridrender', {});
    await act(() => new Promise((drawn) => requestAnimationFrame(drawn)));
    expect(focusAt).toHaveBeenLastCalledWith({ x: 1, y: 2 }, { x: 1, y: 2 }, 'rgCol');
    await send(grid, 'afterfocus', { rowIndex: 2, colIndex: 1, colType: 'rgCol' });
    expect(screen.getByTestId('grid-focused-problem').textContent).toContain('Notional');
  });

  it('selects across the pinned code and the scrolling columns, to copy, fill and empty', async () => {
    const grid = await renderGrid({ shown: pinned });
    // RevoGrid's selection stores of the two viewports, and their cells as it draws them.
    const ranges: Record<string, object | null> = {};
    const store = (viewport: string) => ({
      setRangeArea: (range: object | null) => {
        ranges[viewport] = range;
      },
    });
    const stores = { 0: { 0: store('colPinStart'), 1: store('rgCol') } };
    for (const Plugin of revo?.plugins ?? [])
      new Plugin(grid, { selection: { stores, storesByType: { rgRow: 0, colPinStart: 0, rgCol: 1 } } });
    const cell = (viewport: string, row: number, column: number) => {
      const scroll =
        grid.querySelector(`revogr-viewport-scroll.${viewport}`) ??
        grid.appendChild(
          Object.assign(document.createElement('revogr-viewport-scroll'), { className: viewport }),
        );
      const drawn = document.createElement('div');
      drawn.setAttribute('data-rgcol', String(column));
      drawn.setAttribute('data-rgrow', String(row));
      return scroll.appendChild(drawn);
    };
    /** A key RevoGrid's cell receives; whether the grid took it over. */
    const key = async (key: string, shiftKey = false) => {
      const original = new KeyboardEvent('keydown', { key, shiftKey, cancelable: true });
      await send(grid, 'beforekeydown', { original });
      return original.defaultPrevented;
    };

    // Shift+click from the code of row 1 on the notional of row 2: both viewports draw their part.
    await send(grid, 'afterfocus', { rowIndex: 0, colIndex: 0, colType: 'colPinStart' });
    fireEvent.mouseDown(cell('rgCol', 1, 1), { shiftKey: true });
    expect(ranges).toEqual({
      colPinStart: { x: 0, y: 0, x1: 0, y1: 1 },
      rgCol: { x: 0, y: 0, x1: 1, y1: 1 },
    });
    // RevoGrid copies the focused viewport's part; the grid copies the whole range.
    expect(await copied(grid, { x: 0, y: 0, x1: 0, y1: 1 }, 'colPinStart')).toBe(
      'A1\tUSDCOP\t1000\r\nA2\tEURUSD\t2000\r\n',
    );
    fireEvent.keyDown(grid, { key: 'd', ctrlKey: true });
    expect(latest?.rows[1]?.values).toEqual({ id: 'A2', pair: 'USDCOP', notional: 1000 });
    expect(await key('Delete')).toBe(true);
    expect(latest?.rows.map((row) => row.values)).toEqual([
      { id: 'A1', pair: null, notional: null },
      { id: 'A2', pair: null, notional: null },
    ]);

    // A drag from the code of row 2 to the pair of row 1; RevoGrid's range of its viewport is held back.
    await send(grid, 'afterfocus', { rowIndex: 1, colIndex: 0, colType: 'colPinStart' });
    fireEvent.mouseDown(cell('colPinStart', 1, 0));
    fireEvent.mouseMove(cell('rgCol', 0, 0), { buttons: 1 });
    expect(ranges.rgCol).toEqual({ x: 0, y: 0, x1: 0, y1: 1 });
    const held = new CustomEvent('beforeapplyrange', {
      detail: { range: { x: 0, y: 0, x1: 0, y1: 1 }, colType: 'colPinStart' },
      cancelable: true,
    });
    act(() => void grid.dispatchEvent(held));
    expect(held.defaultPrevented).toBe(true);
    fireEvent.mouseUp(window);
    expect(await copied(grid, { x: 0, y: 0, x1: 0, y1: 1 }, 'colPinStart')).toBe('A1\t\r\nA2\t\r\n');

    // Shift+arrow past the code's edge, and back: the grid draws it, RevoGrid's keys are held back.
    await send(grid, 'afterfocus', { rowIndex: 0, colIndex: 0, colType: 'colPinStart' });
    await send(grid, 'beforeapplyrange', { range: { x: 0, y: 0, x1: 0, y1: 1 }, colType: 'colPinStart' });
    expect(await key('ArrowRight', true)).toBe(true);
    expect(ranges.rgCol).toEqual({ x: 0, y: 0, x1: 0, y1: 1 });
    expect(await key('ArrowLeft', true)).toBe(true);
    expect(ranges).toEqual({ colPinStart: { x: 0, y: 0, x1: 0, y1: 1 }, rgCol: null });
    // Within one viewport RevoGrid draws its own range.
    expect(await key('ArrowDown', true)).toBe(false);
  });
});
