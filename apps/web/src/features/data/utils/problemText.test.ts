import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { problemText } from './problemText.ts';

describe('problemText', () => {
  it("words a rejected cell in the user's language, naming its column by the sheet's header", async () => {
    const notional = { column: 'notional', code: 'NOTIONAL_NOT_POSITIVE', message: 'Notional must be > 0.' };
    const date = { column: 'planned_expiration_date', code: 'NOT_A_DATE', message: 'Not a date.' };
    await i18n.changeLanguage('es');
    expect(problemText(notional, i18n.t, 'es')).toBe('Nocional: El nocional debe ser > 0.');
    expect(problemText(date, i18n.t, 'es')).toBe(
      'Fecha planeada: No es una fecha: use aaaa-mm-dd o dd/mm/aaaa.',
    );
    await i18n.changeLanguage('en');
    expect(problemText(notional, i18n.t, 'en')).toBe('Notional: Notional must be > 0.');
    expect(problemText({ column: null, code: 'SOMETHING_NEW', message: 'Server text.' }, i18n.t, 'en')).toBe(
      'Server text.',
    );
  });
});
