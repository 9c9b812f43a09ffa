import { CODE_MAX_LENGTH } from './book-codes.ts';
import type { FieldCheck } from './book-fields.ts';
import {
  BOOK_PAIRS,
  COMMODITY_EXPOSURE_TYPES,
  CURRENCY_EXPOSURE_TYPES,
  INCOTERMS,
  OPTION_TYPES,
  PRICING_METHODS,
} from './book-terms.ts';
import type { SheetLanguage } from './spreadsheets.ts';

/**
 * Every problem a book row can have, with what would be right in each language (spec 02 §5's hints),
 * never naming the field: a grid shows it on the field's cell, and every message that leaves the
 * cell leads with the field's header (`bookProblemMessage`). The server answers the code and the
 * English message; the grid, the import preview and the rejected-rows report word the code in the
 * user's language from here.
 */
export const ROW_PROBLEMS = {
  REQUIRED: {
    en: 'Required: give a value.',
    es: 'Obligatorio: indique un valor.',
  },
  NOT_A_NUMBER: {
    en: 'Enter a number (1234.56).',
    es: 'Escriba un número (1234,56).',
  },
  NOT_AN_INTEGER: {
    en: 'Enter a whole number.',
    es: 'Escriba un número entero.',
  },
  NOT_TEXT: {
    en: 'Enter a text.',
    es: 'Escriba un texto.',
  },
  NOT_A_BOOLEAN: {
    en: 'Enter TRUE or FALSE.',
    es: 'Escriba TRUE o FALSE.',
  },
  DATE_FORMAT: {
    en: 'Enter a date as yyyy-mm-dd.',
    es: 'Escriba una fecha como aaaa-mm-dd.',
  },
  TEXT_TOO_LONG: {
    en: 'This text is too long: shorten it.',
    es: 'Este texto es demasiado largo: acórtelo.',
  },
  NOTIONAL_NOT_POSITIVE: {
    en: 'Must be greater than 0.',
    es: 'Debe ser mayor que 0.',
  },
  QUANTITY_NOT_POSITIVE: {
    en: 'Must be greater than 0.',
    es: 'Debe ser mayor que 0.',
  },
  PRICE_NOT_POSITIVE: {
    en: 'Must be greater than 0.',
    es: 'Debe ser mayor que 0.',
  },
  NEGATIVE_AMOUNT: {
    en: 'Must be 0 or more.',
    es: 'Debe ser 0 o mayor.',
  },
  PERCENT_RANGE: {
    en: 'A percentage from 0 to 100.',
    es: 'Un porcentaje de 0 a 100.',
  },
  PAIR_FORMAT: {
    en: `Use one of: ${BOOK_PAIRS.join(', ')}.`,
    es: `Use uno de: ${BOOK_PAIRS.join(', ')}.`,
  },
  CURRENCY_FORMAT: {
    en: 'A three-letter currency code (USD).',
    es: 'Un código de moneda de tres letras (USD).',
  },
  CURRENCY_NOT_IN_PAIR: {
    en: "Use one of the pair's two currencies.",
    es: 'Use una de las dos monedas del par.',
  },
  EXPOSURE_TYPE_VALUE: {
    en: `Use one of: ${CURRENCY_EXPOSURE_TYPES.join(', ')}.`,
    es: `Use uno de: ${CURRENCY_EXPOSURE_TYPES.join(', ')}.`,
  },
  COMMODITY_EXPOSURE_TYPE_VALUE: {
    en: `Use ${COMMODITY_EXPOSURE_TYPES.join(' or ')}.`,
    es: `Use ${COMMODITY_EXPOSURE_TYPES.join(' o ')}.`,
  },
  PRICING_METHOD_VALUE: {
    en: `Use one of: ${PRICING_METHODS.join(', ')}.`,
    es: `Use uno de: ${PRICING_METHODS.join(', ')}.`,
  },
  INCOTERM_VALUE: {
    en: `Use one of: ${INCOTERMS.join(', ')}.`,
    es: `Use uno de: ${INCOTERMS.join(', ')}.`,
  },
  BUY_SELL_VALUE: {
    en: 'Use LONG, SHORT, OFFSET LONG or OFFSET SHORT.',
    es: 'Use LONG, SHORT, OFFSET LONG u OFFSET SHORT.',
  },
  DERIVATIVE_VALUE: {
    en: 'Use FUTURE, FORWARD, CALL or PUT.',
    es: 'Use FUTURE, FORWARD, CALL o PUT.',
  },
  SETTLEMENT_TYPE_VALUE: {
    en: 'Use DELIVERABLE or NON DELIVERABLE.',
    es: 'Use DELIVERABLE o NON DELIVERABLE.',
  },
  OPTION_TYPE_VALUE: {
    en: `A number from 1 to ${OPTION_TYPES.length} (${OPTION_TYPES.map((t, i) => `${i + 1} ${t}`).join(', ')}).`,
    es: `Un número de 1 a ${OPTION_TYPES.length} (1 europea, 2 americana, 3 asiática, 4 a ${OPTION_TYPES.length} con barrera).`,
  },
  UNDERLYING_POSITION_VALUE: {
    en: 'Use LONG or SHORT.',
    es: 'Use LONG o SHORT.',
  },
  BARRIER_MONITORING_VALUE: {
    en: 'Use DAILY (the default when empty) or CONTINUOUS.',
    es: 'Use DAILY (el valor por omisión si está vacío) o CONTINUOUS.',
  },
  CONTRACT_MONTH_FORMAT: {
    en: 'A month as yyyy-mm.',
    es: 'Un mes como aaaa-mm.',
  },
  CONTINUATION_MONTH: {
    en: 'A whole number: front month is 1, then 2, 3.',
    es: 'Un número entero: el primer mes es 1, luego 2, 3.',
  },
  PREMIUM_SIGN: {
    en: 'A premium received is >= 0, a premium paid is < 0.',
    es: 'Una prima recibida es >= 0, una prima pagada es < 0.',
  },
  ISSUE_REQUIRED: {
    en: 'Required for payables, receivables and foreign assets and liabilities: give a value.',
    es: 'Obligatorio para cuentas por pagar y por cobrar y activos y pasivos en moneda extranjera: indique un valor.',
  },
  INVOICE_DUE_REQUIRED: {
    en: 'Required for payables and receivables: give the invoice due date.',
    es: 'Obligatorio para cuentas por pagar y por cobrar: indique el vencimiento de la factura.',
  },
  SETTLEMENT_NOT_EXPIRED: {
    en: 'Only for expired items: leave it blank until the row’s date has passed.',
    es: 'Solo para partidas vencidas: déjelo en blanco hasta que pase la fecha de la fila.',
  },
  STRATEGY_CODE_MIXED: {
    en: 'Give one code to all the derivatives of one strategy, of one portfolio and asset, and no other.',
    es: 'Dé un código a todos los derivados de una estrategia, de un portafolio y activo, y a ningún otro.',
  },
  EXTENDED_SET_INCOMPLETE: {
    en: 'Port, incoterm, basis and freight go together: give all four or none.',
    es: 'Puerto, incoterm, base y flete van juntos: indique los cuatro o ninguno.',
  },
  FIXING_BEFORE_TRADE: {
    en: 'Must be on or after the trade date.',
    es: 'Debe ser igual o posterior a la fecha de negociación.',
  },
  VALUE_BEFORE_FIXING: {
    en: 'Must be on or after the fixing date.',
    es: 'Debe ser igual o posterior a la fecha de fijación.',
  },
  ASIAN_START_AFTER_FIXING: {
    en: 'Must be on or before the fixing date.',
    es: 'Debe ser igual o anterior a la fecha de fijación.',
  },
  BARRIER_NOT_APPLICABLE: {
    en: 'Only for barrier option types (4 to 9): leave it blank.',
    es: 'Solo para tipos de opción con barrera (4 a 9): déjelo en blanco.',
  },
  BARRIER_NOT_ABOVE_SPOT: {
    en: 'An up barrier must be above the spot reference.',
    es: 'Una barrera superior debe estar por encima del spot de referencia.',
  },
  BARRIER_NOT_BELOW_SPOT: {
    en: 'A down barrier must be below the spot reference.',
    es: 'Una barrera inferior debe estar por debajo del spot de referencia.',
  },
  DOUBLE_BARRIER_ORDER: {
    en: 'Must be above the first (lower) barrier.',
    es: 'Debe estar por encima de la primera barrera (la inferior).',
  },
  PAIR_NOT_IN_PORTFOLIO: {
    en: "Use one of the portfolio's pairs, or add the pair to the portfolio first.",
    es: 'Use uno de los pares del portafolio, o agregue primero el par al portafolio.',
  },
  COMMODITY_NOT_IN_PORTFOLIO: {
    en: "Use one of the portfolio's commodities, or add it to the portfolio first.",
    es: 'Use una de las materias primas del portafolio, o agréguela primero al portafolio.',
  },
  END_PRODUCT_UNKNOWN: {
    en: 'Use the id of an existing end product.',
    es: 'Use el id de un producto final existente.',
  },
  VERSION_REQUIRED: {
    en: 'An edited or deleted row must carry the version it was read at (a whole number from 1).',
    es: 'Una fila editada o eliminada debe llevar la versión con la que se leyó (un número entero desde 1).',
  },
  PK_FORMAT: {
    en: "Use 'pending' for a new row, or the code of a saved row.",
    es: "Use 'pending' para una fila nueva, o el código de una fila guardada.",
  },
  CODE_FORMAT: {
    en: `Use up to ${CODE_MAX_LENGTH} letters, digits and . _ / -, or leave it blank for a new code.`,
    es: `Use hasta ${CODE_MAX_LENGTH} letras, dígitos y . _ / -, o déjelo en blanco para un código nuevo.`,
  },
  CODE_TAKEN: {
    en: "Already the code of the company's {record}: codes are unique across the whole book; choose another, or leave it blank for a new code.",
    es: 'Ya es el código de {record} de la empresa: los códigos son únicos en todo el libro; elija otro, o déjelo en blanco para un código nuevo.',
  },
  CODE_FIXED: {
    en: 'A saved row keeps its code: send its code as pk, and no other code.',
    es: 'Una fila guardada conserva su código: envíe su código como pk, y ningún otro código.',
  },
  CODE_REPEATED: {
    en: 'Another new row of this save has the same code: give each row its own.',
    es: 'Otra fila nueva de este guardado tiene el mismo código: dé a cada fila el suyo.',
  },
} as const satisfies Record<string, Record<SheetLanguage, string>>;
export type RowProblemCode = keyof typeof ROW_PROBLEMS;

/** One problem of one field of a row; `params` name what a text says beyond its code (the other record of a taken code). */
export interface RowProblem {
  field: string;
  code: RowProblemCode;
  params?: Readonly<Record<string, string>>;
}

/** The problem a field check answers: also the hint a grid shows for the field. */
export const CHECK_PROBLEM: Readonly<Record<FieldCheck, RowProblemCode>> = {
  notional: 'NOTIONAL_NOT_POSITIVE',
  quantity: 'QUANTITY_NOT_POSITIVE',
  price: 'PRICE_NOT_POSITIVE',
  nonNegative: 'NEGATIVE_AMOUNT',
  percent: 'PERCENT_RANGE',
  pair: 'PAIR_FORMAT',
  currency: 'CURRENCY_FORMAT',
  contractMonth: 'CONTRACT_MONTH_FORMAT',
  continuationMonth: 'CONTINUATION_MONTH',
  optionType: 'OPTION_TYPE_VALUE',
};
