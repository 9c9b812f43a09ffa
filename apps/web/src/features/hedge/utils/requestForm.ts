import {
  type ExecutionWindow,
  type HedgeRequest,
  type Strategy,
  type THedgeRequestInput,
  type Validity,
  ZHedgeRequestInput,
} from '@cobertura/contracts';
import type { z } from 'zod';
import { fieldValue, toInputText } from '../../../utils/parseDecimal.ts';
import { legNeedsStrike } from './legs.ts';

/** Where a request was made from (the contract's `origin`). */
export type RequestOrigin = THedgeRequestInput['origin'];

/** What another screen hands the form (the Optimizer, a plan row): the contract's fields, any of them. */
export const ZRequestSeed = ZHedgeRequestInput.partial();
export type RequestSeed = z.input<typeof ZRequestSeed>;

/** The request form as typed: numbers are the texts the user typed, in either notation. */
export interface RequestFormValues {
  portfolio_id: string;
  asset: string;
  side: 'buyer' | 'seller';
  settlements: { date: string; amount: string }[];
  /** A commodity's amounts' unit; empty: its quotation's. */
  unit: string;
  /** The catalogue strategy's id. */
  strategy: string;
  strikes: string[];
  barriers: string[];
  percentage: string;
  fixings: number;
  limit_rate: string;
  window: ExecutionWindow;
  validity: Validity;
  /** With validity 'until': a local date and time (YYYY-MM-DDTHH:mm). */
  valid_until: string;
  note: string;
  justification: string;
  origin: RequestOrigin;
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : toInputText(value);

/** An ISO instant as a `datetime-local` field shows it, in the browser's time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's values from a seed: what it names, the defaults for the rest (one empty value date). */
export function formFromSeed(seed: RequestSeed = {}): RequestFormValues {
  const strategy = seed.strategy;
  return {
    portfolio_id: seed.portfolio_id === undefined ? '' : String(seed.portfolio_id),
    asset: seed.asset ?? '',
    side: seed.side ?? 'buyer',
    settlements: seed.settlements?.length
      ? seed.settlements.map((s) => ({ date: s.date, amount: numberText(s.amount) }))
      : [{ date: '', amount: '' }],
    unit: seed.unit ?? '',
    strategy: strategy ? String(strategy.pk_idstrategy) : '',
    strikes: strategy?.strikes.map(numberText) ?? [],
    barriers: strategy?.barriers?.map(numberText) ?? [],
    percentage: String(strategy?.percentage ?? 100),
    fixings: strategy?.fixings ?? 21,
    limit_rate: numberText(seed.limit_rate),
    window: seed.window ?? 'WEEK',
    validity: seed.validity ?? 'day',
    valid_until: seed.valid_until ? localDateTime(seed.valid_until) : '',
    note: seed.note ?? '',
    justification: seed.justification ?? '',
    origin: seed.origin ?? 'typed',
  };
}

/** A draft's terms back in the form, to edit it. */
export function formFromRequest(request: HedgeRequest): RequestFormValues {
  return formFromSeed({
    ...request,
    valid_until: request.validity === 'until' ? request.expires_at : null,
  });
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string) => (text.trim() === '' ? null : fieldValue(text));

/**
 * The body the API takes, from what is typed: numbers read in either notation (unreadable text is
 * sent as it is, for the contract to name), a strike only on the legs that take one (the second of
 * a pair of equal strikes copies the first), the time of a validity 'until' as an instant.
 */
export function requestInput(values: RequestFormValues, strategy: Strategy | undefined): unknown {
  const legs = strategy?.legs ?? values.strikes.map(() => undefined);
  const strike = (i: number) => {
    const leg = strategy?.legs[i];
    if (leg && !legNeedsStrike(leg)) return null;
    const source = strategy?.first_second_strike_equal && i === 1 ? 0 : i;
    return numberOrNull(values.strikes[source] ?? '');
  };
  const until = new Date(values.valid_until);
  return {
    portfolio_id: fieldValue(values.portfolio_id),
    asset: values.asset,
    side: values.side,
    settlements: values.settlements.map((s) => ({ date: s.date, amount: fieldValue(s.amount) })),
    ...(values.unit ? { unit: values.unit } : {}),
    strategy: {
      pk_idstrategy: fieldValue(values.strategy),
      strikes: legs.map((_, i) => strike(i)),
      barriers: legs.map((_, i) => numberOrNull(values.barriers[i] ?? '')),
      percentage: fieldValue(values.percentage) ?? 100,
      fixings: values.fixings,
    },
    limit_rate: numberOrNull(values.limit_rate),
    window: values.window,
    validity: values.validity,
    valid_until:
      values.validity !== 'until' || values.valid_until === ''
        ? null
        : Number.isNaN(until.getTime())
          ? values.valid_until
          : until.toISOString(),
    note: textOrNull(values.note),
    justification: textOrNull(values.justification),
    origin: values.origin,
  };
}

/**
 * A field of the contract (as the server's VALIDATION_FAILED names it) as the form names it: the
 * strategy's terms sit at the form's top level.
 */
export function formField(path: string): string {
  if (path === 'strategy.pk_idstrategy' || path === 'strategy') return 'strategy';
  const term = /^strategy\.(strikes|barriers|percentage|fixings)(\..*)?$/.exec(path);
  return term ? `${term[1]}${term[2] ?? ''}` : path;
}

/** The form's own fields: where a server's field problem can be shown. */
export const FORM_FIELDS = [
  'portfolio_id',
  'asset',
  'side',
  'settlements',
  'unit',
  'strategy',
  'strikes',
  'barriers',
  'percentage',
  'limit_rate',
  'window',
  'validity',
  'valid_until',
  'note',
  'justification',
] as const;

/** Whether a field path (`settlements.0.amount`) belongs to one of the form's fields. */
export const isFormField = (path: string) =>
  (FORM_FIELDS as readonly string[]).includes(path.split('.')[0] ?? '');
