import { type BookKind, rowProblems, STRATEGY_FIELD } from '@cobertura/contracts';
import type { CellValue, GridRow, GridState, RowValues } from '../../../components/grid/gridTypes.ts';
import { bookFieldsOf } from './bookRows.ts';

/**
 * The fields that make a row's kind, which a treasurer picks first and the rest of the row follows:
 * an exposure's type (and a commodity's pricing method); a hedge's side, derivative, option type,
 * settlement and strategy. A new row takes them together, so that they never mix two rows' kinds.
 */
export const KIND_FIELDS: Readonly<Record<BookKind, readonly string[]>> = {
  currency_exposure: ['fk_idexposureoption'],
  commodity_exposure: ['fk_idcommodityexposureoption', 'fk_idpricingmethod'],
  currency_hedge: [
    'buy_sell',
    'derivative',
    'fk_idoptiontype',
    'settlement_type',
    STRATEGY_FIELD.currency_hedge,
  ],
  commodity_hedge: [
    'buy_sell',
    'derivative',
    'fk_idoptiontype',
    'settlement_type',
    STRATEGY_FIELD.commodity_hedge,
  ],
};

/**
 * Fields a new row takes from the sheet when every row of it holds the same value: the currency of
 * the notional and of the premium. Amounts and dates are never taken from other rows.
 */
const SHARED_FIELDS = ['fk_idcountry_currency', 'fk_idcountry_premium_currency'] as const;

/** A row's kind as the grid holds it (field → value, empty fields as null). */
export type RowKind = Readonly<Record<string, CellValue>>;

/** A row's kind, when the contract's rules accept each of its fields (a half-typed kind is none). */
export function kindOf(kind: BookKind, values: RowValues): RowKind | undefined {
  const fields = KIND_FIELDS[kind];
  const problems = rowProblems(kind, bookFieldsOf(kind, values));
  if (problems.some((problem) => fields.includes(problem.field))) return undefined;
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
}

const sameKind = (a: RowKind | undefined, b: RowKind | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The kind held by most rows; a tie goes to the kind met first. */
export function mostCommonKind(kind: BookKind, rows: readonly GridRow[]): RowKind | undefined {
  const counts = new Map<string, { kind: RowKind; count: number }>();
  for (const row of rows) {
    const found = kindOf(kind, row.values);
    if (!found) continue;
    const key = JSON.stringify(found);
    const entry = counts.get(key) ?? { kind: found, count: 0 };
    counts.set(key, { ...entry, count: entry.count + 1 });
  }
  let best: { kind: RowKind; count: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.kind;
}

/**
 * The kind an edit of the grid used: that of the last row it added or whose kind it changed (a type
 * picked, rows pasted). Undefined when the edit left every kind as it was.
 */
export function usedKind(kind: BookKind, before: GridState, after: GridState): RowKind | undefined {
  const previous = new Map(before.rows.map((row) => [row.key, row]));
  let used: RowKind | undefined;
  for (const row of after.rows) {
    const old = previous.get(row.key);
    if (old === row) continue;
    const found = kindOf(kind, row.values);
    if (found && (!old || !sameKind(found, kindOf(kind, old.values)))) used = found;
  }
  return used;
}

/** The value every row holds in a field, if they all hold the same one. */
function sharedValue(rows: readonly GridRow[], field: string): CellValue | undefined {
  const values = new Set(rows.map((row) => row.values[field] ?? null));
  const [only] = values;
  return values.size === 1 && only !== null ? only : undefined;
}

/**
 * What a new row of a sheet starts from beyond the spec's defaults: the kind last used in the sheet,
 * else the sheet's most common kind, and the currencies every row of the sheet shares.
 */
export function newRowStart(kind: BookKind, state: GridState, lastUsed: RowKind | undefined): RowValues {
  const shared = SHARED_FIELDS.flatMap((field) => {
    const value = sharedValue(state.rows, field);
    return value === undefined ? [] : [[field, value] as const];
  });
  return { ...Object.fromEntries(shared), ...(lastUsed ?? mostCommonKind(kind, state.rows)) };
}
