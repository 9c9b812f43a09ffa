import type { SheetColumn } from '../../../spreadsheets/columns.ts';

const PRICE_HINT = {
  en: 'Above zero (an interest rate, in percent, may be zero or negative); between the low and the high.',
  es: 'Mayor que cero (una tasa de interés, en porcentaje, puede ser cero o negativa); entre el mínimo y el máximo.',
};
const COUNT_HINT = { en: 'Not negative.', es: 'No negativo.' };

const number = (
  key: string,
  headers: SheetColumn['headers'],
  hint: SheetColumn['hint'],
  required = false,
): SheetColumn => ({ key, type: 'number', headers, hint, required });

/** The columns of a price file (.csv or .xlsx), matched by their English or Spanish header. */
export const PRICE_FILE_COLUMNS: SheetColumn[] = [
  {
    key: 'instrument',
    type: 'text',
    maxLength: 40,
    required: true,
    headers: { en: 'instrument', es: 'instrumento' },
    hint: {
      en: 'An id of the catalogue, as it is spelt there: EURUSD, BRENT, BRENT-F1, DXY, USD-3M…',
      es: 'Un identificador del catálogo, escrito como allí: EURUSD, BRENT, BRENT-F1, DXY, USD-3M…',
    },
  },
  {
    key: 'contract',
    type: 'text',
    maxLength: 7,
    headers: { en: 'contract', es: 'contrato' },
    hint: {
      en: 'The delivery month of a futures contract, yyyy-mm; blank for spot or the front-month series.',
      es: 'El mes de entrega de un contrato de futuros, aaaa-mm; vacío para el contado o la serie del primer vencimiento.',
    },
  },
  {
    key: 'date',
    type: 'date',
    required: true,
    headers: { en: 'date', es: 'fecha' },
    hint: {
      en: "The trading day; no later than the market's today (the next day opens at 20:00 in Chicago).",
      es: 'El día de negociación; no posterior al día de hoy del mercado (el día siguiente abre a las 20:00 en Chicago).',
    },
  },
  number('open', { en: 'open', es: 'apertura' }, PRICE_HINT),
  number('high', { en: 'high', es: 'máximo' }, PRICE_HINT),
  number('low', { en: 'low', es: 'mínimo' }, PRICE_HINT),
  number('close', { en: 'close', es: 'cierre' }, PRICE_HINT, true),
  number('settle', { en: 'settle', es: 'liquidación' }, PRICE_HINT),
  number('volume', { en: 'volume', es: 'volumen' }, COUNT_HINT),
  number('open_interest', { en: 'open_interest', es: 'interés abierto' }, COUNT_HINT),
];
