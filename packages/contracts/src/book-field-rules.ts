import { BOOK_KINDS, type BookKind, type FieldSpec, type FieldTable } from './book-fields.ts';
import { BOOK_COLUMN_HEADERS, bookColumnHeader } from './book-files.ts';
import { CHECK_PROBLEM, ROW_PROBLEMS, type RowProblem, type RowProblemCode } from './book-problems.ts';
import { REQUIREMENTS, type Requirement, SETTLEMENT_FIELDS } from './book-rules.ts';
import { type SheetLanguage, withParams } from './spreadsheets.ts';

/**
 * What each field of a kind must be, as data read from the rules themselves (the field tables,
 * `REQUIREMENTS` and the rules between fields): the template's rules sheet is written from it, and a
 * test holds it to what `rowProblems` and the batch save refuse.
 */
export interface FieldRules {
  field: string;
  /** Always, never, or only for the rows the requirements name. */
  required: boolean | readonly Requirement[];
  /** The problems a value of the field can have beyond its type, each saying what is right. */
  problems: readonly RowProblemCode[];
}

/** The problem that says what a value of the field must be, by its type or check: "Use one of: …". */
export function valueProblem(spec: FieldSpec): RowProblemCode {
  if (spec.type === 'enum') return spec.problem;
  if (spec.check) return CHECK_PROBLEM[spec.check];
  switch (spec.type) {
    case 'amount':
      return 'NOT_A_NUMBER';
    case 'id':
    case 'int':
      return 'NOT_AN_INTEGER';
    case 'bool':
      return 'NOT_A_BOOLEAN';
    case 'date':
      return 'DATE_FORMAT';
    case 'text':
      return 'TEXT_TOO_LONG';
  }
}

const HEDGE_BETWEEN: Readonly<Record<string, readonly RowProblemCode[]>> = {
  fixing_date: ['FIXING_BEFORE_TRADE'],
  value_date: ['VALUE_BEFORE_FIXING'],
  premium: ['PREMIUM_SIGN'],
  asian_fixing_start_date: ['ASIAN_START_AFTER_FIXING'],
  barrier: ['BARRIER_NOT_APPLICABLE', 'BARRIER_NOT_ABOVE_SPOT', 'BARRIER_NOT_BELOW_SPOT'],
  barrier_2: ['BARRIER_NOT_APPLICABLE', 'DOUBLE_BARRIER_ORDER', 'BARRIER_NOT_ABOVE_SPOT'],
  barrier_monitoring: ['BARRIER_NOT_APPLICABLE'],
  strategy_code: ['STRATEGY_CODE_MIXED'],
};

/** The rules between fields (and against the company's book), by the field they are shown on. */
const BETWEEN_FIELDS: Readonly<Record<BookKind, Readonly<Record<string, readonly RowProblemCode[]>>>> = {
  currency_exposure: {
    fk_idcurrency: ['PAIR_NOT_IN_PORTFOLIO'],
    fk_idcountry_currency: ['CURRENCY_NOT_IN_PAIR'],
  },
  currency_hedge: {
    ...HEDGE_BETWEEN,
    fk_idcurrency: ['PAIR_NOT_IN_PORTFOLIO'],
    fk_idcountry_currency: ['CURRENCY_NOT_IN_PAIR'],
    fk_idcountry_premium_currency: ['CURRENCY_NOT_IN_PAIR'],
  },
  commodity_exposure: {
    fk_idcommodity: ['COMMODITY_NOT_IN_PORTFOLIO'],
    fk_id_end_product: ['END_PRODUCT_UNKNOWN'],
  },
  commodity_hedge: {
    ...HEDGE_BETWEEN,
    fk_idcommodity: ['COMMODITY_NOT_IN_PORTFOLIO'],
    fk_id_end_product: ['END_PRODUCT_UNKNOWN'],
  },
};

/** Every field of a kind with its rules, in the field table's order. */
export function bookFieldRules(kind: BookKind): FieldRules[] {
  const fields: FieldTable = BOOK_KINDS[kind].fields;
  return Object.entries(fields).map(([field, spec]) => {
    const requirements = REQUIREMENTS[kind].filter((r) => r.field === field);
    const problems = new Set<RowProblemCode>([
      // A plain type's problem is its format, which the sheet's Format column gives.
      ...(spec.type === 'enum' || spec.check ? [valueProblem(spec)] : []),
      ...(BETWEEN_FIELDS[kind][field] ?? []),
      ...(SETTLEMENT_FIELDS[kind].includes(field) ? (['SETTLEMENT_NOT_EXPIRED'] as const) : []),
    ]);
    return {
      field,
      required: spec.required === true ? true : requirements.length ? requirements : false,
      problems: [...problems],
    };
  });
}

/** A field's header in a language, as the sheets name it (the grid's name for a portfolio's id). */
export function fieldHeader(field: string, language: SheetLanguage): string {
  const headers = BOOK_COLUMN_HEADERS[field];
  if (!headers) return bookColumnHeader(field, language);
  return language === 'es' ? headers[1] : headers[0];
}

/**
 * A problem of a field as a message on its own, out of its cell: the field's header, then what would
 * be right ("Pair: Use one of: EURGBP, …").
 */
export function bookProblemMessage(
  problem: Pick<RowProblem, 'field' | 'code' | 'params'>,
  language: SheetLanguage,
): string {
  const words = withParams(ROW_PROBLEMS[problem.code][language], problem.params, language);
  return `${fieldHeader(problem.field, language)}: ${words}`;
}
