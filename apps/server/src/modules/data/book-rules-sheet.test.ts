import {
  BOOK_KIND_NAMES,
  BOOK_KINDS,
  BOOK_PAIRS,
  type BookKind,
  batchProblems,
  bookFieldRules,
  bookProblemMessage,
  type FieldSpec,
  fieldHeader,
  OPTION_TYPES,
  ROW_PROBLEMS,
  type RowProblemCode,
  rowProblems,
} from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { bookRulesSheet } from './book-rules-sheet.ts';
import { bookSheetColumns } from './book-sheet-columns.ts';

const TODAY = '2027-03-10';

/** A row of each kind that breaks no rule. */
const VALID: Record<BookKind, Record<string, unknown>> = {
  currency_exposure: {
    fk_idportafolio: 1,
    fk_idcurrency: 'USDCOP',
    fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
    notional: 250_000,
    fk_idcountry_currency: 'USD',
    planned_expiration_date: '2027-06-30',
  },
  currency_hedge: {
    fk_idportafolio: 1,
    fk_idcurrency: 'USDCOP',
    buy_sell: 'LONG',
    derivative: 'FORWARD',
    fk_idoptiontype: 1,
    trade_date: '2027-03-10',
    fixing_date: '2027-09-10',
    value_date: '2027-09-14',
    strike: 4200,
    notional: 100_000,
    fk_idcountry_currency: 'USD',
    premium: 0,
    fk_idcountry_premium_currency: 'USD',
    premium_value_date: '2027-03-12',
  },
  commodity_exposure: {
    fk_idportfolio: 2,
    fk_idcommodity: 4,
    quotation: 'USD/bbl',
    fk_idcommodityexposureoption: 'PURCHASE',
    fk_idpricingmethod: 'SPOT',
    date: '2027-08-01',
    quantity: 500,
    commodity_unit: 'bbl',
    contract_month_year: '2027-08',
    continuation_month: 1,
  },
  commodity_hedge: {
    fk_idportafolio: 2,
    fk_idcommodity: 4,
    quotation: 'USD/bbl',
    buy_sell: 'LONG',
    derivative: 'FUTURE',
    fk_idoptiontype: 1,
    settlement_type: 'NON DELIVERABLE',
    trade_date: '2027-03-10',
    fixing_date: '2027-08-14',
    value_date: '2027-08-16',
    strike: 78,
    quantity: 500,
    commodity_unit: 'bbl',
    premium: 0,
    premium_value_date: '2027-03-10',
    contract_month_year: '2027-08',
    continuation_month: 1,
    port: 'Houston',
  },
};

/** A value that passes a field's own rule. */
function goodValue(spec: FieldSpec): unknown {
  if (spec.type === 'enum') return spec.values[0];
  switch (spec.check) {
    case 'pair':
      return 'USDCOP';
    case 'currency':
      return 'USD';
    case 'contractMonth':
      return '2027-08';
    case 'optionType':
    case 'continuationMonth':
      return 1;
    default:
      break;
  }
  if (spec.type === 'date') return '2027-05-05';
  if (spec.type === 'text') return 'A';
  if (spec.type === 'bool') return true;
  return 5;
}

const problemsOn = (kind: BookKind, row: Record<string, unknown>, field: string) =>
  rowProblems(kind, row, { today: TODAY }).filter((p) => p.field === field);

/** Every row is judged against the sheet of its kind, in both languages' words. */
const sheetOf = (kind: BookKind) => {
  const columns = bookSheetColumns(kind);
  const lines = bookRulesSheet(kind, 'en');
  return new Map(columns.map((column, i) => [column.key, lines[i]]));
};

describe("the template's rules sheet", () => {
  it.each(BOOK_KIND_NAMES)('of %s says Yes of what a row must have and No of what it may lack', (kind) => {
    const sheet = sheetOf(kind);
    const fields: Readonly<Record<string, FieldSpec>> = BOOK_KINDS[kind].fields;
    // Rows of every sort: each choice of each listed field, each other field given.
    const variants = Object.entries(fields).flatMap(([field, spec]) => {
      const values: readonly unknown[] =
        spec.type === 'enum'
          ? spec.values
          : field === 'fk_idoptiontype'
            ? OPTION_TYPES.map((_, i) => i + 1)
            : [goodValue(spec)];
      return values.map((value) => ({ ...VALID[kind], [field]: value }));
    });
    for (const field of Object.keys(fields)) {
      if (field === BOOK_KINDS[kind].portfolioField) continue;
      const line = sheet.get(field);
      expect(line, field).toBeDefined();
      const { [field]: _, ...without } = VALID[kind];
      if (line?.required === 'Yes')
        expect(
          problemsOn(kind, without, field).map((p) => p.code),
          field,
        ).toEqual(['REQUIRED']);
      if (line?.required !== 'No') continue;
      for (const variant of variants) {
        const { [field]: _lacking, ...lacking } = variant;
        expect(problemsOn(kind, lacking, field), `${field} of ${JSON.stringify(variant)}`).toEqual([]);
      }
    }
  });

  it.each(BOOK_KIND_NAMES)('of %s names the rows that need a field, and no others', (kind) => {
    const sheet = sheetOf(kind);
    const fields: Readonly<Record<string, FieldSpec>> = BOOK_KINDS[kind].fields;
    for (const { field, required } of bookFieldRules(kind)) {
      if (typeof required === 'boolean') continue;
      const words = sheet.get(field)?.required ?? '';
      for (const { when, code } of required) {
        const { [field]: _, ...without } = VALID[kind];
        if ('anyGiven' in when) {
          for (const other of when.anyGiven) {
            expect(words).toContain(fieldHeader(other, 'en'));
            const given = { ...without, [other]: goodValue(fields[other] as FieldSpec) };
            expect(problemsOn(kind, given, field).map((p) => p.code)).toEqual([code]);
          }
          expect(problemsOn(kind, without, field)).toEqual([]);
          continue;
        }
        expect(words).toContain(`When ${fieldHeader(when.field, 'en')} is`);
        const spec = fields[when.field] as FieldSpec;
        const every = spec.type === 'enum' ? spec.values : OPTION_TYPES.map((_, i) => i + 1);
        for (const value of every) {
          const named = when.values.includes(value);
          const refused = problemsOn(kind, { ...without, [when.field]: value }, field);
          expect(
            refused.map((p) => p.code),
            `${field} when ${when.field} is ${value}`,
          ).toEqual(named ? [code] : []);
          if (named) expect(words).toContain(String(value));
        }
      }
    }
  });

  it.each(BOOK_KIND_NAMES)('of %s words in its Rule column every problem a value can have', (kind) => {
    const sheet = sheetOf(kind);
    const fields: Readonly<Record<string, FieldSpec>> = BOOK_KINDS[kind].fields;
    // What the columns' formats and the Required column already say.
    const said = new Set<RowProblemCode>([
      'REQUIRED',
      'NOT_A_NUMBER',
      'NOT_AN_INTEGER',
      'NOT_TEXT',
      'NOT_A_BOOLEAN',
      'DATE_FORMAT',
      'TEXT_TOO_LONG',
      'ISSUE_REQUIRED',
      'INVOICE_DUE_REQUIRED',
      'EXTENDED_SET_INCOMPLETE',
    ]);
    const tries: unknown[] = [
      0,
      -1,
      0.5,
      101,
      'X',
      'USDXYZ',
      'ZZZ',
      '2026-01-01',
      '2028-01-01',
      'LONG',
      'SHORT',
    ];
    const rows: Record<string, unknown>[] = [];
    for (const field of Object.keys(fields))
      for (const value of tries) rows.push({ ...VALID[kind], [field]: value });
    if (BOOK_KINDS[kind].isHedge) {
      for (let type = 1; type <= OPTION_TYPES.length; type++)
        for (const [barrier, barrier2] of [
          [2, 1],
          [1, 2],
          [9000, 1],
        ])
          rows.push({
            ...VALID[kind],
            derivative: 'CALL',
            buy_sell: 'LONG',
            premium: 5,
            fk_idoptiontype: type,
            barrier,
            barrier_2: barrier2,
            barrier_monitoring: 'DAILY',
            spot_reference: 1.5,
            asian_fixing_start_date: '2028-12-31',
          });
      rows.push(
        { ...VALID[kind], strategy_code: 'S1' },
        { ...VALID[kind], strategy_code: 'S1', fk_idcurrency: 'EURUSD', fk_idcommodity: 5 },
      );
    }
    const found = [
      ...rows.flatMap((row) => rowProblems(kind, row, { today: TODAY })),
      ...[...batchProblems(kind, rows.slice(-2)).values()].flat(),
    ];
    expect(found.length).toBeGreaterThan(0);
    for (const { field, code } of found) {
      if (said.has(code)) continue;
      expect(sheet.get(field)?.rule ?? '', `${field}: ${code}`).toContain(ROW_PROBLEMS[code].en);
    }
  });

  it('names the pairs a pair may be, and the rows that need issue data, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const lines = bookRulesSheet('currency_exposure', language);
      const pair = lines.find((l) => l.column === fieldHeader('fk_idcurrency', language));
      for (const code of BOOK_PAIRS) expect(pair?.rule).toContain(code);
      const issue = lines.find((l) => l.column === fieldHeader('rate_at_issue_date', language));
      expect(issue?.required).toContain('ACCOUNTS PAYABLE');
      expect(issue?.required).not.toBe(language === 'es' ? 'No' : 'No');
      expect(lines.every((l) => l.rule)).toBe(true);
    }
    expect(bookRulesSheet('currency_exposure', 'es')[0]?.rule).toContain('únicos en todo el libro');
  });
});

describe("a problem's message", () => {
  it('names the field and what would be right', () => {
    const payable = {
      ...VALID.currency_exposure,
      fk_idexposureoption: 'ACCOUNTS PAYABLE',
      issue_date: '2027-01-10',
      rate_at_issue_date: 0,
      expiration_date: '2027-06-30',
    };
    const [zero] = problemsOn('currency_exposure', payable, 'rate_at_issue_date');
    expect(zero && bookProblemMessage(zero, 'en')).toBe('Rate at issue date: Must be greater than 0.');
    expect(zero && bookProblemMessage(zero, 'es')).toBe('Tasa en la fecha de emisión: Debe ser mayor que 0.');
    const [pair] = problemsOn('currency_exposure', { ...payable, fk_idcurrency: 'USDXYZ' }, 'fk_idcurrency');
    expect(pair && bookProblemMessage(pair, 'en')).toBe(`Pair: Use one of: ${BOOK_PAIRS.join(', ')}.`);
  });
});
