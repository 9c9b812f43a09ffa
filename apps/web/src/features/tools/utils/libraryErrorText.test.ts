import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import type { Attempt } from './attempt.ts';
import { businessDayAround, CALENDAR_ARGUMENTS, holidaysOfYear, scheduleOf } from './calendarCalc.ts';
import { computeForward, FORWARD_ARGUMENTS, type ForwardForm } from './forwardCalc.ts';
import { type ArgumentFields, libraryProblem } from './libraryErrorText.ts';
import { convertTyped, UNIT_ARGUMENTS } from './unitOptions.ts';

const FORWARD: ForwardForm = {
  spot: '4000',
  rDomestic: '9,5',
  rForeign: '4.5',
  compounding: 'continuous',
  domesticBasis: '365',
  foreignBasis: '360',
  valuationDate: '2026-01-01',
  deliveryMode: 'date',
  deliveryDate: '2026-04-01',
  tenor: '3M',
};
const SCHEDULE = {
  start: '2026-01-01',
  frequency: 'M',
  limit: 'count',
  count: '12',
  end: '',
  convention: 'FOLLOWING',
} as const;
const COL = { kind: 'country', country: 'COL' } as const;

/** The problem a calculator shows for an outcome, in a language. */
function shown(outcome: Attempt<unknown>, fields: ArgumentFields, lng: 'en' | 'es', labelValues = {}) {
  if (outcome.ok) throw new Error('expected a refusal');
  return libraryProblem(outcome.error, fields, i18n.getFixedT(lng), lng, labelValues);
}

describe('library problems on the calculators’ fields', () => {
  it('names the forward’s field and what is wrong with it, in English and Spanish', () => {
    const badSpot = computeForward({ ...FORWARD, spot: '-1' });
    expect(shown(badSpot, FORWARD_ARGUMENTS, 'en')).toEqual({
      field: 'spot',
      text: 'Spot must be greater than 0.',
    });
    expect(shown(badSpot, FORWARD_ARGUMENTS, 'es')).toEqual({
      field: 'spot',
      text: 'Spot: debe ser mayor que 0.',
    });
    expect(shown(computeForward({ ...FORWARD, rDomestic: 'abc' }), FORWARD_ARGUMENTS, 'es')).toEqual({
      field: 'rDomestic',
      text: 'Tasa doméstica: debe ser un número.',
    });
    expect(shown(computeForward({ ...FORWARD, spot: '' }), FORWARD_ARGUMENTS, 'en').text).toBe(
      'Spot is required.',
    );
    expect(shown(computeForward({ ...FORWARD, valuationDate: '' }), FORWARD_ARGUMENTS, 'es')).toEqual({
      field: 'valuationDate',
      text: 'Fecha de valoración: este dato es obligatorio.',
    });
    expect(
      shown(computeForward({ ...FORWARD, deliveryDate: '2025-12-01' }), FORWARD_ARGUMENTS, 'en'),
    ).toEqual({ field: 'deliveryDate', text: 'Delivery date must not be before the valuation date.' });
    // Simple rates: 1 + r·d/B ≤ 0 names the rate at fault.
    const negative = computeForward({ ...FORWARD, compounding: 'simple', rForeign: '-500' });
    expect(shown(negative, FORWARD_ARGUMENTS, 'es').field).toBe('rForeign');
    expect(shown(negative, FORWARD_ARGUMENTS, 'es').text).toMatch(/^Tasa extranjera: es demasiado negativa/);
  });

  it('names the calendar’s year, date and schedule fields', () => {
    expect(shown(holidaysOfYear(COL, '0', 'es'), CALENDAR_ARGUMENTS, 'es')).toEqual({
      field: 'year',
      text: 'Año: debe ser al menos 1.',
    });
    expect(shown(holidaysOfYear(COL, '10000', 'en'), CALENDAR_ARGUMENTS, 'en').text).toBe(
      'Year must be at most 9,999.',
    );
    expect(shown(businessDayAround(COL, ''), CALENDAR_ARGUMENTS, 'en')).toEqual({
      field: 'date',
      text: 'From date is required.',
    });
    expect(shown(scheduleOf(COL, { ...SCHEDULE, count: '2,5' }), CALENDAR_ARGUMENTS, 'es')).toEqual({
      field: 'schedule.count',
      text: 'Número de fechas: debe ser un número entero.',
    });
    expect(shown(scheduleOf(COL, { ...SCHEDULE, count: '0' }), CALENDAR_ARGUMENTS, 'en').text).toBe(
      'Number of dates must be at least 1.',
    );
    const backwards = scheduleOf(COL, { ...SCHEDULE, limit: 'end', end: '2025-06-30' });
    expect(shown(backwards, CALENDAR_ARGUMENTS, 'es')).toEqual({
      field: 'schedule.end',
      text: 'Fecha final: no puede ser anterior a la fecha inicial.',
    });
  });

  it('names the converter’s price with its unit', () => {
    const text = convertTyped('abc', 'BRENT', 'USD/bbl', 'USD/mt');
    expect(shown(text, UNIT_ARGUMENTS, 'en', { unit: 'USD/bbl' })).toEqual({
      field: 'value',
      text: 'Price in USD/bbl must be a number.',
    });
    expect(
      shown(convertTyped(' ', 'BRENT', 'USD/bbl', 'USD/mt'), UNIT_ARGUMENTS, 'es', { unit: 'USD/bbl' }),
    ).toEqual({ field: 'value', text: 'Precio en USD/bbl: este dato es obligatorio.' });
    expect(convertTyped('80,5', 'BRENT', 'USD/bbl', 'USD/mt')).toEqual({ ok: true, value: 80.5 * 7.33 });
  });

  it('words an error that names no field of the form by its code, never in English developer text', () => {
    const unknown = { code: 'UNKNOWN_CALENDAR', message: "no calendar known for currency 'XXX'" } as const;
    const problem = libraryProblem(unknown, CALENDAR_ARGUMENTS, i18n.getFixedT('es'), 'es');
    expect(problem).toEqual({ text: 'No hay calendario de festivos para esta elección.' });
    const other = {
      code: 'INVALID_ARGUMENT',
      message: 'x',
      argument: 'toString',
      issue: { kind: 'missing' },
    } as const;
    expect(libraryProblem(other, FORWARD_ARGUMENTS, i18n.getFixedT('en'), 'en').field).toBeUndefined();
  });
});
