import {
  PRICE_ROW_PROBLEMS,
  type PriceFileRow,
  type PriceRowProblem,
  type TRowProblem,
} from '@cobertura/contracts';
import type { SheetValues } from '../../../spreadsheets/columns.ts';
import type { RowCheck } from '../../../spreadsheets/preview.ts';
import { findInstrument, LISTING_RULES, storedSeries } from '../catalog.ts';

const CONTRACT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PRICE_FIELDS = ['open', 'high', 'low', 'close', 'settle'] as const;
const COUNT_FIELDS = ['volume', 'open_interest'] as const;

const problem = (column: string | null, code: PriceRowProblem): TRowProblem => ({
  column,
  code,
  message: PRICE_ROW_PROBLEMS[code].en,
});

/** Whether a commodity has exchange-listed futures, whose contract months a file may carry. */
function hasFutures(commodityId: string): boolean {
  const rule = LISTING_RULES[commodityId];
  return rule !== undefined && !rule.exchange.startsWith('OTC');
}

/**
 * The rules of a price row beyond its cells' types: an instrument of the catalogue (its id as the
 * catalogue spells it), a contract month only on a commodity with futures, a date no later than
 * the market's today (`lastDay`, the Chicago rule), prices above zero (rates may be zero or
 * negative), counts not negative, low ≤ open, close, settle ≤ high, and no bar twice in the file.
 * The check remembers the bars it has seen: one per file.
 */
export function priceRowCheck(lastDay: string): RowCheck<PriceFileRow> {
  const seen = new Set<string>();
  return (values: SheetValues) => {
    const problems: TRowProblem[] = [];
    const instrument = findInstrument(String(values.instrument ?? ''));
    const contract =
      values.contract === null || values.contract === '' ? null : String(values.contract).trim();
    if (!instrument) problems.push(problem('instrument', 'UNKNOWN_INSTRUMENT'));
    if (contract !== null) {
      if (!CONTRACT_MONTH.test(contract)) problems.push(problem('contract', 'CONTRACT_FORMAT'));
      else if (instrument && (instrument.type !== 'commodity' || !hasFutures(instrument.id)))
        problems.push(problem('contract', 'NOT_A_FUTURES_COMMODITY'));
    }
    const date = String(values.date ?? '');
    if (date > lastDay) problems.push(problem('date', 'DATE_TOO_LATE'));
    const number = (key: string) => (typeof values[key] === 'number' ? (values[key] as number) : null);
    if (instrument?.type !== 'interest-rate') {
      for (const key of PRICE_FIELDS) {
        const value = number(key);
        if (value !== null && value <= 0) problems.push(problem(key, 'NOT_POSITIVE'));
      }
    }
    for (const key of COUNT_FIELDS) {
      const value = number(key);
      if (value !== null && value < 0) problems.push(problem(key, 'NEGATIVE'));
    }
    const high = number('high');
    const low = number('low');
    if (high !== null && low !== null && high < low) problems.push(problem('high', 'HIGH_BELOW_LOW'));
    else {
      for (const key of ['open', 'close', 'settle'] as const) {
        const value = number(key);
        if (value !== null && ((high !== null && value > high) || (low !== null && value < low)))
          problems.push(problem(key, 'OUTSIDE_RANGE'));
      }
    }
    const bar = `${instrument ? storedSeries(instrument.id) : ''}|${contract ?? ''}|${date}`;
    if (instrument && seen.has(bar)) problems.push(problem(null, 'DUPLICATE_BAR'));
    seen.add(bar);
    if (problems.length || !instrument) return { ok: false, problems };
    return {
      ok: true,
      value: {
        instrument: instrument.id,
        contract,
        date,
        open: number('open'),
        high: number('high'),
        low: number('low'),
        close: number('close') ?? 0,
        settle: number('settle'),
        volume: number('volume'),
        open_interest: number('open_interest'),
      },
    };
  };
}
