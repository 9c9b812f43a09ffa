import type { SheetColumn } from '../../../spreadsheets/columns.ts';

const price = (key: string, en: string, es: string, required = false): SheetColumn => ({
  key,
  type: 'number',
  headers: { en, es },
  required,
});

/** The columns of a price file (.csv or .xlsx), matched by their English or Spanish header. */
export const PRICE_FILE_COLUMNS: SheetColumn[] = [
  {
    key: 'instrument',
    type: 'text',
    maxLength: 40,
    required: true,
    headers: { en: 'instrument', es: 'instrumento' },
  },
  { key: 'contract', type: 'text', maxLength: 7, headers: { en: 'contract', es: 'contrato' } },
  { key: 'date', type: 'date', required: true, headers: { en: 'date', es: 'fecha' } },
  price('open', 'open', 'apertura'),
  price('high', 'high', 'máximo'),
  price('low', 'low', 'mínimo'),
  price('close', 'close', 'cierre', true),
  price('settle', 'settle', 'liquidación'),
  price('volume', 'volume', 'volumen'),
  price('open_interest', 'open_interest', 'interés abierto'),
];
