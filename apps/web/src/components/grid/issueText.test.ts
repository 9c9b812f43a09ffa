import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import type { GridColumn } from './gridTypes.ts';
import { issueDescriber } from './issueText.ts';

const fixing: GridColumn = { key: 'fixing_date', header: 'Fixing date', type: 'date' };

describe('issueDescriber', () => {
  it('says how each order reads an ambiguous date and asks for yyyy-mm-dd', () => {
    const describe = issueDescriber(i18n.getFixedT('en'), 'en', 'either');
    expect(describe('date', fixing, '01/02/2028')).toBe(
      'Ambiguous date: February 1, 2028 read day first, January 2, 2028 read month first. Type it as yyyy-mm-dd (2028-02-01 or 2028-01-02), or choose your date order in Profile.',
    );
  });

  it('says what a date only the other order reads would be, without reading it so', () => {
    const describe = issueDescriber(i18n.getFixedT('es'), 'es', 'month-first');
    expect(describe('date', fixing, '13/01/2028')).toBe(
      'No es una fecha con el mes primero, su orden de fechas; al revés sería 13 de enero de 2028. Escríbala como aaaa-mm-dd (2028-01-13), o cambie su orden de fechas en Perfil.',
    );
  });

  it('asks for yyyy-mm-dd when a text is no date in any order', () => {
    const describe = issueDescriber(i18n.getFixedT('en'), 'en', 'day-first');
    expect(describe('date', fixing, 'soon')).toBe('Not a date. Write it as yyyy-mm-dd or like Feb 22, 2027.');
  });
});
