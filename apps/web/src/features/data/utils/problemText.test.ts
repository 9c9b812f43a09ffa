import { describe, expect, it } from 'vitest';
import { addRow, loadedState } from '../../../components/grid/gridState.ts';
import type { GridColumn, GridProblems } from '../../../components/grid/gridTypes.ts';
import { i18n } from '../../../i18n/index.ts';
import { problemText, refusalText } from './problemText.ts';

describe('problemText', () => {
  it("words a rejected cell in the user's language, naming its column by the sheet's header", () => {
    const notional = { column: 'notional', code: 'NOTIONAL_NOT_POSITIVE', message: 'Notional must be > 0.' };
    const date = { column: 'planned_expiration_date', code: 'NOT_A_DATE', message: 'Not a date.' };
    expect(problemText(notional, 'es')).toBe('Nocional: Debe ser mayor que 0.');
    expect(problemText(date, 'es')).toBe(
      'Fecha prevista del flujo: No es una fecha: use aaaa-mm-dd o dd/mm/aaaa.',
    );
    expect(problemText(notional, 'en')).toBe('Notional: Must be greater than 0.');
    expect(problemText({ column: null, code: 'SOMETHING_NEW', message: 'Server text.' }, 'en')).toBe(
      'Server text.',
    );
  });
});

describe('refusalText', () => {
  const columns: GridColumn[] = [
    { key: 'notional', header: 'Notional', type: 'number' },
    { key: 'fixing_date', header: 'Fixing date', type: 'date' },
  ];
  const state = addRow(
    loadedState([{ pk: 'DCA7', notional: 5 }], (row) => String(row.pk)),
    { notional: 1 },
  );
  const added = state.rows[1]?.key ?? '';

  it('names each refused cell by its row, its code once saved, and its column', () => {
    const refused: GridProblems = {
      DCA7: { notional: 'Enter a number.' },
      [added]: { fixing_date: 'Dates are yyyy-mm-dd.' },
    };
    expect(refusalText(refused, state, columns, i18n.getFixedT('en'), 'en')).toBe(
      'Nothing was saved; these 2 cells were refused: Row 1 (DCA7), Notional: Enter a number. Row 2 (new), Fixing date: Dates are yyyy-mm-dd.',
    );
    expect(
      refusalText({ DCA7: { notional: 'Escriba un número.' } }, state, columns, i18n.getFixedT('es'), 'es'),
    ).toBe('No se guardó nada; se rechazó esta celda: Fila 1 (DCA7), Notional: Escriba un número.');
  });

  it('names the first five and counts the rest, which the grid marks', () => {
    const many = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`DCA${i + 10}`, { notional: 'Enter a number.' }]),
    );
    const text = refusalText(many, state, columns, i18n.getFixedT('en'), 'en');
    expect(text.match(/Notional: Enter a number\./g)).toHaveLength(5);
    expect(text.endsWith('…and 2 more, marked in the grid.')).toBe(true);
  });
});
