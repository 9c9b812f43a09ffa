import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applyEdit,
  cellValue,
  gridColumns,
  revoColumns,
  rowErrors,
  withoutTrailingNewline,
} from './gridRows.ts';

const ZTrade = z.object({
  reference: z.string({ error: 'Reference is required' }).trim().min(1, 'Reference is required').meta({
    hint: 'Your own reference',
  }),
  notional: z.number({ error: 'Notional must be a number' }).positive('Notional must be positive'),
  side: z.enum(['BUY', 'SELL'], { error: 'BUY or SELL' }),
  isConfirmed: z.boolean().optional(),
});
type Trade = z.input<typeof ZTrade>;

const columns = gridColumns(ZTrade, (field) => field.name.toUpperCase());

describe('gridColumns', () => {
  it('derives a column per field with its kind, requirement, options, hint and label', () => {
    expect(columns.map(({ name, kind, isRequired, label }) => [name, kind, isRequired, label])).toEqual([
      ['reference', 'text', true, 'REFERENCE'],
      ['notional', 'number', true, 'NOTIONAL'],
      ['side', 'enum', true, 'SIDE'],
      ['isConfirmed', 'boolean', false, 'ISCONFIRMED'],
    ]);
    expect(columns[0]?.hint).toBe('Your own reference');
    expect(columns[2]?.options).toEqual(['BUY', 'SELL']);
  });
});

describe('cellValue', () => {
  const number = { kind: 'number' as const, options: [] };
  it('reads numbers in either notation and keeps unreadable text for the schema to name', () => {
    expect(cellValue(number, '1.234,5')).toBe(1234.5);
    expect(cellValue(number, '1,234.5')).toBe(1234.5);
    expect(cellValue(number, ' 12 ')).toBe(12);
    expect(cellValue(number, 'abc')).toBe('abc');
    expect(cellValue(number, '')).toBeUndefined();
  });

  it('reads yes/no words as booleans and enumeration values in their own case', () => {
    expect(cellValue({ kind: 'boolean', options: [] }, 'Sí')).toBe(true);
    expect(cellValue({ kind: 'boolean', options: [] }, '0')).toBe(false);
    expect(cellValue({ kind: 'enum', options: ['BUY', 'SELL'] }, ' sell ')).toBe('SELL');
    expect(cellValue({ kind: 'enum', options: ['BUY', 'SELL'] }, 'hold')).toBe('hold');
  });
});

describe('applyEdit', () => {
  const rows: Trade[] = [{ reference: 'A', notional: 1, side: 'BUY' }];

  it('applies a typed cell without touching the rows it was given', () => {
    // RevoGrid's cell edit also carries the whole source as `data`.
    const edit = { rowIndex: 0, prop: 'notional', val: '2,5', data: [{ reference: '' }] };
    const next = applyEdit(rows, edit, columns);
    expect(next).toEqual([{ reference: 'A', notional: 2.5, side: 'BUY' }]);
    expect(rows[0]?.notional).toBe(1);
  });

  it('applies a pasted range, adding the rows it reaches past the end', () => {
    const next = applyEdit(
      rows,
      {
        data: {
          0: { side: 'sell' },
          2: { reference: 'C', notional: '1.000.000,00', side: 'buy', unknown: 'dropped' },
        },
      },
      columns,
    );
    expect(next).toEqual([
      { reference: 'A', notional: 1, side: 'SELL' },
      {},
      { reference: 'C', notional: 1_000_000, side: 'BUY' },
    ]);
  });
});

describe('rowErrors', () => {
  it('names each invalid cell with the schema’s text, row by row', () => {
    const rows = [
      { reference: 'A', notional: 5, side: 'BUY' },
      { reference: ' ', notional: 'abc', side: 'HOLD' },
    ];
    expect(rowErrors(ZTrade, rows)).toEqual([
      {},
      { reference: 'Reference is required', notional: 'Notional must be a number', side: 'BUY or SELL' },
    ]);
  });
});

describe('revoColumns', () => {
  it('marks required headers, shows hints and flags invalid cells', () => {
    const [reference, notional] = revoColumns(
      columns,
      [{}, { notional: 'Notional must be positive' }],
      'bad',
    );
    expect(reference?.name).toBe('REFERENCE *');
    expect(reference?.columnProperties?.({} as never)).toEqual({ title: 'Your own reference' });
    const cell = (rowIndex: number) => notional?.cellProperties?.({ rowIndex } as never);
    expect(cell(1)).toEqual({ class: 'bad', title: 'Notional must be positive' });
    expect(cell(0)).toEqual({});
  });
});

describe('withoutTrailingNewline', () => {
  it('drops the empty line a spreadsheet copy ends with, and nothing else', () => {
    expect(withoutTrailingNewline([['1', 'BUY'], ['2', 'SELL'], ['']])).toEqual([
      ['1', 'BUY'],
      ['2', 'SELL'],
    ]);
    expect(withoutTrailingNewline([['']])).toEqual([['']]);
    expect(
      withoutTrailingNewline([
        ['1', ''],
        ['', ''],
      ]),
    ).toEqual([
      ['1', ''],
      ['', ''],
    ]);
  });
});
