import type { FieldCheck } from './book-fields.ts';
import {
  COMMODITY_EXPOSURE_TYPES,
  CURRENCY_EXPOSURE_TYPES,
  INCOTERMS,
  OPTION_TYPES,
  PRICING_METHODS,
} from './book-terms.ts';
import type { SheetLanguage } from './spreadsheets.ts';

/**
 * Every problem a book row can have, with its text in each language (the spec's field hint where it
 * has one, spec 02 §5): the server answers the code and the English text, and the grid, the import
 * preview and the rejected-rows report word the code in the user's language from here.
 */
export const ROW_PROBLEMS = {
  REQUIRED: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
  },
  NOT_A_NUMBER: {
    en: 'Enter a number.',
    es: 'Escriba un número.',
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
    en: 'Enter true or false.',
    es: 'Escriba TRUE o FALSE.',
  },
  DATE_FORMAT: {
    en: 'Dates are yyyy-mm-dd.',
    es: 'Las fechas se escriben aaaa-mm-dd.',
  },
  TEXT_TOO_LONG: {
    en: 'This text is too long.',
    es: 'Este texto es demasiado largo.',
  },
  NOTIONAL_NOT_POSITIVE: {
    en: 'Notional must be > 0.',
    es: 'El nocional debe ser > 0.',
  },
  QUANTITY_NOT_POSITIVE: {
    en: 'Quantity must be > 0.',
    es: 'La cantidad debe ser > 0.',
  },
  PRICE_NOT_POSITIVE: {
    en: 'Strike, barrier, second barrier, spot reference, rate at issue date and settlement rate must be > 0.',
    es: 'El precio de ejercicio, la barrera, la segunda barrera, el spot de referencia, la tasa en la fecha de emisión y la tasa de liquidación deben ser > 0.',
  },
  NEGATIVE_AMOUNT: {
    en: 'This amount must be 0 or more.',
    es: 'Este importe debe ser 0 o mayor.',
  },
  PERCENT_RANGE: {
    en: 'A percentage from 0 to 100.',
    es: 'Un porcentaje de 0 a 100.',
  },
  PAIR_FORMAT: {
    en: 'Rate: a pair of three-letter currency codes with no divider (EURUSD, USDMXN).',
    es: 'Tasa: un par de códigos de moneda de tres letras sin separador (EURUSD, USDMXN).',
  },
  CURRENCY_FORMAT: {
    en: 'A three-letter currency code (USD).',
    es: 'Un código de moneda de tres letras (USD).',
  },
  CURRENCY_NOT_IN_PAIR: {
    en: "The currency must be one of the pair's two currencies.",
    es: 'La moneda debe ser una de las dos del par.',
  },
  EXPOSURE_TYPE_VALUE: {
    en: `Exposure type: ${CURRENCY_EXPOSURE_TYPES.join(', ')}.`,
    es: `Tipo de exposición: ${CURRENCY_EXPOSURE_TYPES.join(', ')}.`,
  },
  COMMODITY_EXPOSURE_TYPE_VALUE: {
    en: `Exposure type: ${COMMODITY_EXPOSURE_TYPES.join(' or ')}.`,
    es: `Tipo de exposición: ${COMMODITY_EXPOSURE_TYPES.join(' o ')}.`,
  },
  PRICING_METHOD_VALUE: {
    en: `Pricing method: ${PRICING_METHODS.join(', ')}.`,
    es: `Método de precio: ${PRICING_METHODS.join(', ')}.`,
  },
  INCOTERM_VALUE: {
    en: `Incoterm: ${INCOTERMS.join(', ')}.`,
    es: `Incoterm: ${INCOTERMS.join(', ')}.`,
  },
  BUY_SELL_VALUE: {
    en: 'Long|Short: LONG, SHORT, OFFSET LONG or OFFSET SHORT.',
    es: 'Compra|Venta: LONG, SHORT, OFFSET LONG u OFFSET SHORT.',
  },
  DERIVATIVE_VALUE: {
    en: 'Derivative: FUTURE, FORWARD, CALL or PUT.',
    es: 'Derivado: FUTURE, FORWARD, CALL o PUT.',
  },
  SETTLEMENT_TYPE_VALUE: {
    en: 'Settlement type: DELIVERABLE or NON DELIVERABLE.',
    es: 'Tipo de liquidación: DELIVERABLE o NON DELIVERABLE.',
  },
  OPTION_TYPE_VALUE: {
    en: `Type: a number from 1 to ${OPTION_TYPES.length} (${OPTION_TYPES.map((t, i) => `${i + 1} ${t}`).join(', ')}).`,
    es: `Tipo: un número de 1 a ${OPTION_TYPES.length} (1 europea, 2 americana, 3 asiática, 4 a ${OPTION_TYPES.length} con barrera).`,
  },
  UNDERLYING_POSITION_VALUE: {
    en: 'Underlying position: LONG or SHORT.',
    es: 'Posición subyacente: LONG o SHORT.',
  },
  BARRIER_MONITORING_VALUE: {
    en: 'Barrier monitoring: DAILY (the default when empty) or CONTINUOUS.',
    es: 'Monitoreo de la barrera: DAILY (el valor por omisión si está vacío) o CONTINUOUS.',
  },
  CONTRACT_MONTH_FORMAT: {
    en: 'Contract month is yyyy-mm.',
    es: 'El mes del contrato se escribe aaaa-mm.',
  },
  CONTINUATION_MONTH: {
    en: 'Continuation month is an integer: front month is 1, then 2, 3.',
    es: 'El mes de continuación es un entero: el primer mes es 1, luego 2, 3.',
  },
  PREMIUM_SIGN: {
    en: 'Premium: received is >= 0, paid is < 0.',
    es: 'Prima: la recibida es >= 0, la pagada es < 0.',
  },
  ISSUE_REQUIRED: {
    en: 'Issue date and rate at issue date are mandatory for payables/receivables and foreign asset/liability.',
    es: 'La fecha de emisión y la tasa en la fecha de emisión son obligatorias para cuentas por pagar/cobrar y activos/pasivos en moneda extranjera.',
  },
  INVOICE_DUE_REQUIRED: {
    en: 'Invoice due date is mandatory for payables/receivables.',
    es: 'El vencimiento de la factura es obligatorio para cuentas por pagar/cobrar.',
  },
  SETTLEMENT_NOT_EXPIRED: {
    en: 'Settlement rate and settlement PnL apply only to expired items.',
    es: 'La tasa de liquidación y la PyG de liquidación solo aplican a partidas vencidas.',
  },
  STRATEGY_CODE_MIXED: {
    en: 'Strategy code: the same code for all derivatives of one strategy.',
    es: 'Código de estrategia: el mismo código para todos los derivados de una estrategia.',
  },
  EXTENDED_SET_INCOMPLETE: {
    en: 'Port, incoterm, basis and freight go together: give all four or none.',
    es: 'Puerto, incoterm, base y flete van juntos: indique los cuatro o ninguno.',
  },
  FIXING_BEFORE_TRADE: {
    en: 'The fixing date must be on or after the trade date.',
    es: 'La fecha de fijación debe ser igual o posterior a la fecha de negociación.',
  },
  VALUE_BEFORE_FIXING: {
    en: 'The value date must be on or after the fixing date.',
    es: 'La fecha valor debe ser igual o posterior a la fecha de fijación.',
  },
  ASIAN_START_AFTER_FIXING: {
    en: 'The Asian fixing start date must be on or before the fixing date.',
    es: 'El inicio de fijación asiática debe ser igual o anterior a la fecha de fijación.',
  },
  BARRIER_NOT_APPLICABLE: {
    en: 'Barriers apply only to barrier option types.',
    es: 'Las barreras solo aplican a los tipos de opción con barrera.',
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
    en: "A double barrier's lower barrier must be below its upper barrier.",
    es: 'En una doble barrera, la barrera inferior debe estar por debajo de la superior.',
  },
  PAIR_NOT_IN_PORTFOLIO: {
    en: 'The portfolio does not hold this pair.',
    es: 'El portafolio no tiene este par.',
  },
  COMMODITY_NOT_IN_PORTFOLIO: {
    en: 'The portfolio does not hold this commodity.',
    es: 'El portafolio no tiene esta materia prima.',
  },
  END_PRODUCT_UNKNOWN: {
    en: 'There is no such end product.',
    es: 'No existe ese producto final.',
  },
  VERSION_REQUIRED: {
    en: 'An edited or deleted row must carry the version it was read at.',
    es: 'Una fila editada o eliminada debe llevar la versión con la que se leyó.',
  },
  PK_FORMAT: {
    en: "The code is 'pending' for a new row, or the company's initials followed by the row's number.",
    es: "El código es 'pending' para una fila nueva, o las iniciales de la empresa seguidas del número de la fila.",
  },
} as const satisfies Record<string, Record<SheetLanguage, string>>;
export type RowProblemCode = keyof typeof ROW_PROBLEMS;

/** One problem of one field of a row. */
export interface RowProblem {
  field: string;
  code: RowProblemCode;
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
