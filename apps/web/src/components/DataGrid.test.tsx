import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DataGrid } from './DataGrid.tsx';

// jsdom cannot run RevoGrid's web component: a stand-in shows what the grid is handed.
type GridProps = {
  columns: { prop: string; name: string }[];
  source: object[];
  onAfteredit: (event: { detail: unknown }) => void;
};
let grid: GridProps | undefined;
vi.mock('@revolist/react-datagrid', () => ({
  RevoGrid: (props: GridProps) => {
    grid = props;
    return <div data-testid="revo-grid" />;
  },
}));

const ZRow = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  amount: z.number({ error: 'Amount must be a number' }),
});

describe('DataGrid', () => {
  it('hands RevoGrid the schema’s columns and copies of the rows, and answers edits with typed rows', async () => {
    window.matchMedia ??= () =>
      ({ matches: false, addEventListener() {}, removeEventListener() {} }) as never;
    const rows = [{ name: 'A', amount: 1 }];
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <DataGrid schema={ZRow} rows={rows} onChange={onChange} label={(name) => `«${name}»`} />
      </MantineProvider>,
    );
    await screen.findByTestId('revo-grid');
    expect(grid?.columns.map((column) => column.name)).toEqual(['«name» *', '«amount» *']);
    expect(grid?.source).toEqual(rows);
    expect(grid?.source[0]).not.toBe(rows[0]);

    grid?.onAfteredit({ detail: { data: { 0: { amount: '2,5' }, 1: { name: 'B', amount: 'x' } } } });
    expect(onChange).toHaveBeenCalledWith(
      [
        { name: 'A', amount: 2.5 },
        { name: 'B', amount: 'x' },
      ],
      [{}, { amount: 'Amount must be a number' }],
    );
  });
});
