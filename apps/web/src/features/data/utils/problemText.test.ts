import { describe, expect, it } from 'vitest';
import { problemText } from './problemText.ts';

describe('problemText', () => {
  it("words a rejected cell in the user's language, naming its column by the sheet's header", () => {
    const notional = { column: 'notional', code: 'NOTIONAL_NOT_POSITIVE', message: 'Notional must be > 0.' };
    const date = { column: 'planned_expiration_date', code: 'NOT_A_DATE', message: 'Not a date.' };
    expect(problemText(notional, 'es')).toBe('Nocional: El nocional debe ser > 0.');
    expect(problemText(date, 'es')).toBe(
      'Fecha prevista del flujo: No es una fecha: use aaaa-mm-dd o dd/mm/aaaa.',
    );
    expect(problemText(notional, 'en')).toBe('Notional: Notional must be > 0.');
    expect(problemText({ column: null, code: 'SOMETHING_NEW', message: 'Server text.' }, 'en')).toBe(
      'Server text.',
    );
  });
});
