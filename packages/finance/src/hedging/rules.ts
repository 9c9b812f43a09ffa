/**
 * The spec's classification rules for hedges and exposures (spec 02 §4).
 *
 * Words from grids and imports are matched case-insensitively, with '_' and '-' read as spaces and
 * runs of spaces collapsed ('OFFSET_SHORT', 'Offset short' and 'offset-short' are the same word).
 */
import { FinanceError } from '../errors.ts';
import { bookWord, rememberedPerWord } from './book-word.ts';

const normalise = (word: string): string => bookWord(word).toLowerCase();

/** A hedge's direction. */
export type Direction = 'LONG' | 'SHORT';

const LONG_WORDS = new Set(['buy', 'long', 'offset short']);
const SHORT_WORDS = new Set(['sell', 'short', 'offset long']);

/**
 * The direction of a buy/sell word: buy, long and offset short are LONG; sell, short and offset
 * long are SHORT (spec 02 §4 "Hedge direction").
 * @throws FinanceError INVALID_ARGUMENT for any other word.
 */
export function hedgeDirection(word: string): Direction {
  const w = normalise(word);
  if (LONG_WORDS.has(w)) return 'LONG';
  if (SHORT_WORDS.has(w)) return 'SHORT';
  throw new FinanceError('INVALID_ARGUMENT', `not a buy/sell word: '${word}'`);
}

/** +1 for LONG, −1 for SHORT: the sign to apply to a hedge's notional. @throws as {@link hedgeDirection}. */
export function directionSign(word: string): 1 | -1 {
  return hedgeDirection(word) === 'LONG' ? 1 : -1;
}

/** The spec's derivative purposes (spec 02 §4 "Derivative purposes"). */
export const DERIVATIVE_PURPOSES = [
  'hedge',
  'limited_hedge',
  'hedge_and_reduce_cost',
  'ko_hedge',
  'cap_hedge',
  'provide_participation',
  'reduce_cost',
  'reduce_cost_leverage',
] as const;

/** Purposes counted as hedging everywhere. */
export const HEDGING_PURPOSES = ['hedge', 'limited_hedge', 'hedge_and_reduce_cost', 'ko_hedge'] as const;

/** Purposes counted as hedging in the analysis area: the four above plus offsetting a long or short position. */
export const ANALYSIS_HEDGING_PURPOSES = [...HEDGING_PURPOSES, 'offset_long', 'offset_short'] as const;

const OFFSET_SPELLINGS: Readonly<Record<string, string>> = {
  'offset long': 'offset_long',
  'offset a long position': 'offset_long',
  'offset short': 'offset_short',
  'offset a short position': 'offset_short',
};

/**
 * Whether a derivative's purpose counts as hedging. In the `analysis` area (default) offsetting a
 * long or short position also counts; in the `optimizer` area only the four hedging purposes do.
 */
export function isHedgingPurpose(purpose: string, area: 'analysis' | 'optimizer' = 'analysis'): boolean {
  const w = normalise(purpose);
  const key = OFFSET_SPELLINGS[w] ?? w.replace(/ /g, '_');
  const list: readonly string[] = area === 'analysis' ? ANALYSIS_HEDGING_PURPOSES : HEDGING_PURPOSES;
  return list.includes(key);
}

/** Knock-out, knock-in, or no barrier. */
export type BarrierKind = 'KO' | 'KI' | 'NONE';

/**
 * The barrier kind of an option type name: OUT in the name is a knock-out, IN a knock-in (spec 02 §4
 * "Barriers"). The name is read as words ('downOut', 'UP AND IN', 'down-and-out', 'KNOCK_OUT'), and
 * a name ending in OUT or IN counts too ('UPANDOUT'); 'IN' inside a longer word ('BINARY') does not.
 */
export function barrierKind(optionType: string | null | undefined): BarrierKind {
  return optionType ? barrierKindOf(optionType) : 'NONE';
}

const barrierKindOf = rememberedPerWord((optionType: string): BarrierKind => {
  const words = optionType
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  if (words.includes('OUT') || words.includes('KO')) return 'KO';
  if (words.includes('IN') || words.includes('KI')) return 'KI';
  const compact = words.join('');
  if (compact.endsWith('OUT')) return 'KO';
  if (compact.endsWith('ANDIN') || compact.endsWith('KNOCKIN')) return 'KI';
  return 'NONE';
});

/**
 * The barrier label: '(KO)' / '(KI)' when a new event occurred (the barrier was touched), else
 * '(no KO)' / '(no KI)'; '' for an option type without a barrier.
 */
export function barrierLabel(optionType: string | null | undefined, newEvent: boolean): string {
  const kind = barrierKind(optionType);
  if (kind === 'NONE') return '';
  return newEvent ? `(${kind})` : `(no ${kind})`;
}

/** Whether a rate is a settled rate or only a reference rate. */
export type SettlementStatus = 'settled' | 'reference';

/**
 * 'reference' when the settlement rate is absent, else 'settled' (spec 02 §4). Absent means null,
 * undefined, an empty string, NaN, or a rate ≤ 0 (a settlement rate must be > 0, spec 02 §5).
 */
export function settlementStatus(settlementRate: number | string | null | undefined): SettlementStatus {
  if (settlementRate === null || settlementRate === undefined || settlementRate === '') return 'reference';
  const rate = Number(settlementRate);
  return Number.isFinite(rate) && rate > 0 ? 'settled' : 'reference';
}

/**
 * EXCESS HEDGE when the hedge exceeds the program, else REQUIRED HEDGE, with the absolute gap
 * (spec 02 §4). Hedge and program are compared in magnitude, so the rule reads the same for buyers
 * (negative amounts) and sellers.
 */
export function hedgeGap(
  hedge: number,
  program: number,
): { label: 'EXCESS HEDGE' | 'REQUIRED HEDGE'; amount: number } {
  const difference = Math.abs(hedge) - Math.abs(program);
  return difference > 0
    ? { label: 'EXCESS HEDGE', amount: difference }
    : { label: 'REQUIRED HEDGE', amount: -difference + 0 }; // + 0: no −0 when hedge equals program
}

/**
 * Hedge coverage: |hedge| / |balance + cash flow| as a fraction (1 = fully hedged); 0 when there is
 * no exposure and no hedge, Infinity for a hedge without exposure.
 */
export function hedgeCoverage(hedge: number, balance: number, cashFlow: number): number {
  const exposure = Math.abs(balance + cashFlow);
  const h = Math.abs(hedge);
  if (exposure === 0) return h === 0 ? 0 : Number.POSITIVE_INFINITY;
  return h / exposure;
}

/** A row of the hedge template (spec 02 §4 "Hedge template"). */
export interface HedgeTemplateRow {
  readonly fixing_date: string;
  readonly notional: number;
  readonly newHedge: number;
}

/**
 * The hedge template: rows with zero new hedge are dropped, rows with the same fixing date are
 * merged by summing notional (and new hedge); the first row of each date gives the other fields.
 * Output sorted by fixing date.
 */
export function buildHedgeTemplate<T extends HedgeTemplateRow>(rows: readonly T[]): T[] {
  const byDate = new Map<string, T>();
  for (const row of rows) {
    if (row.newHedge === 0) continue;
    const seen = byDate.get(row.fixing_date);
    byDate.set(
      row.fixing_date,
      seen
        ? { ...seen, notional: seen.notional + row.notional, newHedge: seen.newHedge + row.newHedge }
        : { ...row },
    );
  }
  return [...byDate.values()].sort((a, b) =>
    a.fixing_date < b.fixing_date ? -1 : a.fixing_date > b.fixing_date ? 1 : 0,
  );
}
