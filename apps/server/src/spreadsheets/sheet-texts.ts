import type { SheetLanguage } from '@cobertura/contracts';
import type { SheetColumn } from './columns.ts';

/** The words the files we write carry besides the columns' own headers, in each language. */
export const SHEET_TEXTS: Record<
  SheetLanguage,
  {
    rulesSheet: string;
    rulesHeaders: [column: string, required: string, format: string, rule: string];
    yes: string;
    no: string;
    reason: string;
    row: string;
    rejectedSheet: string;
    format: (column: SheetColumn) => string;
  }
> = {
  en: {
    rulesSheet: 'Rules',
    rulesHeaders: ['Column', 'Required', 'Format', 'Rule'],
    yes: 'Yes',
    no: 'No',
    reason: 'Reason',
    row: 'Row',
    rejectedSheet: 'Rejected rows',
    format: (column) => {
      switch (column.type) {
        case 'text':
          return column.maxLength ? `Text, up to ${column.maxLength} characters` : 'Text';
        case 'number':
          return 'Number (1234.56, 1,234.56 or 1.234,56)';
        case 'integer':
          return 'Whole number';
        case 'date':
          return 'Date: a date cell, yyyy-mm-dd or dd/mm/yyyy';
        case 'enum':
          return `One of: ${column.values.join(', ')}`;
      }
    },
  },
  es: {
    rulesSheet: 'Reglas',
    rulesHeaders: ['Columna', 'Obligatoria', 'Formato', 'Regla'],
    yes: 'Sí',
    no: 'No',
    reason: 'Motivo',
    row: 'Fila',
    rejectedSheet: 'Filas rechazadas',
    format: (column) => {
      switch (column.type) {
        case 'text':
          return column.maxLength ? `Texto, hasta ${column.maxLength} caracteres` : 'Texto';
        case 'number':
          return 'Número (1234,56, 1.234,56 o 1,234.56)';
        case 'integer':
          return 'Número entero';
        case 'date':
          return 'Fecha: una celda de fecha, aaaa-mm-dd o dd/mm/aaaa';
        case 'enum':
          return `Uno de: ${column.values.join(', ')}`;
      }
    },
  },
};
