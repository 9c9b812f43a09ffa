import { newRowDefaults } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { addRow, applyChanges, deleteRows, loadedState } from '../../../components/grid/gridState.ts';
import type { GridState, RowValues } from '../../../components/grid/gridTypes.ts';
import { bookColumnsIn } from '../../../test/bookFixtures.ts';
import {
  bookBatch,
  gridValues,
  liveProblems,
  mergeProblems,
  rejectedProblems,
  reloadRow,
  standingProblems,
} from './bookRows.ts';

const TODAY = '2026-11-24';
const columns = bookColumnsIn('currency_hedge', 'en');
const column = (key: string) => columns.findIndex((c) => c.key === key);

const saved = {
  ...newRowDefaults('currency_hedge', TODAY, { portfolio: 10, pair: 'USDCOP' }),
  pk: 'DCA7',
  pk_idcurrencyhedge: 7,
  version: 3,
  updated_by: 'treasury',
  strike: 4100,
  new_event: false,
};
const {
  pk: _pending,
  edited: _edited,
  ...defaults
} = newRowDefaults('currency_hedge', TODAY, {
  portfolio: 10,
  pair: 'USDCOP',
});
const newValues = (): RowValues => gridValues('currency_hedge', columns, defaults, TODAY);
const loaded = () => loadedState([gridValues('currency_hedge', columns, saved, TODAY)], (v) => String(v.pk));
/** Types `changes` into `state` as an English user would. */
const edit = (state: GridState, changes: Parameters<typeof applyChanges>[1]) =>
  applyChanges(state, changes, columns, 'en', newValues);

describe('gridValues', () => {
  it('says whether a row is open, settled, or past its date and waiting for a rate', () => {
    const state = (row: Record<string, unknown>) =>
      gridValues('currency_hedge', columns, row, TODAY).settlement_state;
    expect(state(saved)).toBe('open');
    const expired = {
      ...saved,
      trade_date: '2026-08-03',
      fixing_date: '2026-10-30',
      value_date: '2026-11-03',
    };
    expect(state(expired)).toBe('awaiting rate');
    expect(state({ ...expired, settlement_rate: 4150 })).toBe('settled');
  });
});

describe('book rows in the grid', () => {
  it('hold ids and yes/no shown as choices as text, and send them back as numbers and booleans', () => {
    const values = gridValues('currency_hedge', columns, saved, TODAY);
    expect(values.fk_idportafolio).toBe('10');
    expect(values.fk_idoptiontype).toBe('1');
    expect(values.new_event).toBe('false');
    expect(values.strike).toBe(4100);
    const edited = edit(loaded(), [{ row: 0, column: column('strike'), raw: '4,150.5' }]);
    const batch = bookBatch('currency_hedge', edited);
    expect(batch.rows).toEqual([
      expect.objectContaining({
        pk: 'DCA7',
        version: 3,
        edited: true,
        fk_idportafolio: 10,
        fk_idoptiontype: 1,
        new_event: false,
        strike: 4150.5,
      }),
    ]);
    expect(batch.keys).toEqual(['DCA7']);
  });

  it('send new rows as pending, edited ones with their version, deleted ones marked, each placed by key', () => {
    const state = deleteRows(
      addRow(
        loadedState([gridValues('currency_hedge', columns, saved, TODAY)], () => 'DCA7'),
        newValues(),
      ),
      [0],
    );
    const batch = bookBatch('currency_hedge', state);
    expect(batch.rows[0]).toMatchObject({ pk: 'pending', edited: false, fk_idportafolio: 10 });
    expect(batch.rows[1]).toEqual({ pk: 'DCA7', version: 3, deleted: true });
    expect(batch.keys[1]).toBe('DCA7');
  });

  it('are judged by the contract as they are typed, leaving unreadable cells to the grid', () => {
    let state = addRow(
      loadedState([], () => ''),
      newValues(),
    );
    const key = state.rows[0]?.key ?? '';
    const cache = new WeakMap();
    expect(liveProblems('currency_hedge', state, columns, TODAY, 'en', cache)[key]).toEqual({
      strike: 'Required: give a value.',
    });
    state = edit(state, [
      { row: 0, column: column('strike'), raw: 'abc' },
      { row: 0, column: column('value_date'), raw: '2026-01-02' },
    ]);
    expect(liveProblems('currency_hedge', state, columns, TODAY, 'en', cache)[key]).toEqual({
      value_date: 'Must be on or after the fixing date.',
    });
  });

  it("place a server's refusal by the batch's index, until the refused cell is typed over", () => {
    const state = loaded();
    const refused = rejectedProblems(
      [{ index: 0, pk: 'DCA7', fields: { strike: [{ code: 'PRICE_NOT_POSITIVE', message: 'x' }] } }],
      ['DCA7'],
      'en',
    );
    expect(refused.DCA7?.strike).toMatch(/greater than 0/);
    const at = { DCA7: state.rows[0]?.values ?? {} };
    expect(standingProblems(refused, at, state)).toEqual(refused);
    const typed = edit(state, [{ row: 0, column: column('strike'), raw: '1' }]);
    expect(standingProblems(refused, at, typed)).toEqual({});
    expect(mergeProblems({ DCA7: { premium: 'a', strike: 'b' } }, refused).DCA7).toEqual({
      premium: 'a',
      strike: refused.DCA7?.strike,
    });
  });

  it("reload one conflicting row and keep the others' edits", () => {
    const two = loadedState(
      [
        gridValues('currency_hedge', columns, saved, TODAY),
        gridValues('currency_hedge', columns, { ...saved, pk: 'DCA8' }, TODAY),
      ],
      (v) => String(v.pk),
    );
    const edited = edit(two, [
      { row: 0, column: column('strike'), raw: '1' },
      { row: 1, column: column('strike'), raw: '2' },
    ]);
    const theirs = { ...gridValues('currency_hedge', columns, saved, TODAY), strike: 4200, version: 4 };
    const reloaded = reloadRow(edited, 'DCA7', theirs);
    expect(reloaded.rows[0]).toMatchObject({ key: 'DCA7', isEdited: false, values: { strike: 4200 } });
    expect(reloaded.rows[1]).toMatchObject({ key: 'DCA8', isEdited: true, values: { strike: 2 } });
    expect(reloadRow(edited, 'DCA7', undefined).rows.map((row) => row.key)).toEqual(['DCA8']);
  });
});
