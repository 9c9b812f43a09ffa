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
let revo: { source: object[]; columns: { prop: string; name: string }[] } | undefined;
vi.mock('@revolist/react-datagrid', () => ({
  RevoGrid: forwardRef<HTMLDivElement, { source: object[]; columns: { prop: string; name: string }[] }>(
    (props, ref) => {
      revo = props;
      return <div ref={ref} data-testid="revo-grid" />;
    },
  ),
}));

const columns: GridColumn[] = [
  { key: 'pair', header: 'Pair', type: 'text' },
  { key: 'notional', header: 'Notional', type: 'number' },
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

    const transfer = {
      text: '',
      setData: (_type: string, text: string) => Object.assign(transfer, { text }),
    };
    await send(grid, 'clipboardrangecopy', { range: { x: 0, y: 0, x1: 1, y1: 1 } });
    await send(grid, 'beforecopyapply', { event: transfer });
    expect(transfer.text).toBe('USDCOP\t1000\r\nUSDCOP\t1000\r\n');
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
    const pinned: GridColumn[] = [
      { key: 'id', header: 'Code', type: 'text', isReadonly: true, isPinned: true },
      ...columns,
    ];
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
    const transfer = {
      text: '',
      setData: (_type: string, text: string) => Object.assign(transfer, { text }),
    };
    await send(grid, 'clipboardrangecopy', { range: { x: 0, y: 1, x1: 0, y1: 1 }, colType: 'colPinStart' });
    await send(grid, 'beforecopyapply', { event: transfer });
    expect(transfer.text).toBe('A2\r\n');

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
});
