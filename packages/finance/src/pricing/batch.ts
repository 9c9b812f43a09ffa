/**
 * The pricing contract, callable by anyone (CLI, HTTP, browser): an array of cases in, one result per
 * case out, in the same order. Every case is validated by hand; a bad case gets
 * `{ id, error: { code, message } }` and never spoils the others; nothing throws.
 *
 * A case (JSON): {
 *   id,                                   echoed back as given (null when absent)
 *   kind: forward (OTC, discounted) | future (exchange, F − K) | vanilla | barrier | double_barrier
 *     | asian | strategy,
 *   underlying: fx | future (a price quoted for the delivery date: a futures or forward price),
 *   spot (fx) or forward (future): price > 0,
 *   strike > 0, expiryYears ≥ 0 (≤ 100),
 *   rDomestic (required except for kind future), rForeign (fx),   continuously compounded
 *   vol ≥ 0 (options),
 *   optionType: call | put (options),
 *   barrierType: downOut | downIn | upOut | upIn, barrier > 0, rebate ≥ 0 (default 0)  (barrier),
 *   lowerBarrier < upperBarrier (double_barrier; knock-out, no rebate),
 *   averaging: arithmetic, fixings (integer 1..10,000), fixingStartYears in [0, expiryYears),
 *   method: approximation (default) | montecarlo, paths, seed            (asian),
 *   legs: 1 to 4 cases with quantity (negative = sold)                  (strategy)
 * }
 * Strategy legs inherit underlying, spot/forward, expiryYears, rDomestic, rForeign and vol from the
 * strategy case unless they set their own; a leg cannot itself be a strategy.
 *
 * A result: { id, price, delta, gamma, vega, theta } (+ stdError for Monte Carlo), per one unit of
 * notional in domestic currency; delta with respect to the spot (fx) or the futures price; vega per
 * 1.00 of volatility; theta per year of calendar time (∂V/∂t).
 */
import type { FinanceErrorCode } from '../errors.ts';
import { FinanceError } from '../errors.ts';
import {
  type Instrument,
  type InstrumentValuation,
  type Market,
  type StrategyLeg,
  valueInstrument,
  valueStrategy,
} from './instrument.ts';
import type { BarrierType, OptionType, Underlying } from './types.ts';

/** A successful result. */
export interface PriceSuccess {
  readonly id: unknown;
  readonly price: number;
  readonly delta: number;
  readonly gamma: number;
  readonly vega: number;
  readonly theta: number;
  readonly stdError?: number;
}

/** A failed case. */
export interface PriceFailure {
  readonly id: unknown;
  readonly error: { readonly code: FinanceErrorCode; readonly message: string };
}

/** One result per case. */
export type PriceResult = PriceSuccess | PriceFailure;

const KINDS = ['forward', 'future', 'vanilla', 'barrier', 'double_barrier', 'asian', 'strategy'] as const;
type Kind = (typeof KINDS)[number];
const BARRIER_TYPES: readonly BarrierType[] = ['downOut', 'downIn', 'upOut', 'upIn'];
const MARKET_FIELDS = [
  'underlying',
  'spot',
  'forward',
  'expiryYears',
  'rDomestic',
  'rForeign',
  'vol',
] as const;
const MAX_EXPIRY_YEARS = 100;
const MAX_VOL = 10;
const MAX_RATE = 10;
const MAX_FIXINGS = 10_000;
const MAX_PATHS = 1_000_000;

type Fields = Readonly<Record<string, unknown>>;

function fail(message: string): never {
  throw new FinanceError('INVALID_ARGUMENT', message);
}

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(c: Fields, field: string, where: string): number {
  const value = c[field];
  if (value === undefined || value === null) fail(`${where}missing field ${field}`);
  if (typeof value !== 'number') fail(`${where}${field} must be a number, got ${JSON.stringify(value)}`);
  if (!Number.isFinite(value)) fail(`${where}${field} must be a finite number, got ${value}`);
  return value;
}

function optionalNum(c: Fields, field: string, where: string): number | undefined {
  return c[field] === undefined || c[field] === null ? undefined : num(c, field, where);
}

function positive(c: Fields, field: string, where: string): number {
  const value = num(c, field, where);
  if (!(value > 0)) fail(`${where}${field} must be > 0, got ${value}`);
  return value;
}

function oneOf<T extends string>(c: Fields, field: string, allowed: readonly T[], where: string): T {
  const value = c[field];
  if (value === undefined || value === null) fail(`${where}missing field ${field}`);
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(`${where}${field} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

function rateField(c: Fields, field: string, where: string): number {
  const value = num(c, field, where);
  if (Math.abs(value) > MAX_RATE) fail(`${where}${field} must be a fraction (0.05 = 5%), got ${value}`);
  return value;
}

function parseMarket(c: Fields, kind: Kind, where: string): Market {
  const underlying = oneOf<Underlying>(c, 'underlying', ['fx', 'future'], where);
  if (kind === 'future' && underlying !== 'future') {
    fail(`${where}an exchange future is valued on its futures price: underlying must be future`);
  }
  const spot = positive(c, underlying === 'fx' ? 'spot' : 'forward', where);
  const needsRates = kind !== 'future';
  const rDomestic = needsRates ? rateField(c, 'rDomestic', where) : (optionalNum(c, 'rDomestic', where) ?? 0);
  const rForeign = underlying === 'fx' && needsRates ? rateField(c, 'rForeign', where) : 0;
  let vol = 0;
  if (kind !== 'forward' && kind !== 'future') {
    vol = num(c, 'vol', where);
    if (vol < 0) fail(`${where}vol must be ≥ 0, got ${vol} (a negative volatility)`);
    if (vol > MAX_VOL) fail(`${where}vol must be a fraction (0.2 = 20%) ≤ ${MAX_VOL}, got ${vol}`);
  }
  return { underlying, spot, rDomestic, rForeign, vol };
}

function parseInstrument(c: Fields, kind: Exclude<Kind, 'strategy'>, where: string): Instrument {
  const strike = positive(c, 'strike', where);
  const expiryYears = num(c, 'expiryYears', where);
  if (expiryYears < 0 || expiryYears > MAX_EXPIRY_YEARS) {
    fail(`${where}expiryYears must be in [0, ${MAX_EXPIRY_YEARS}], got ${expiryYears}`);
  }
  if (kind === 'forward' || kind === 'future') return { kind, strike, expiryYears };
  const optionType = oneOf<OptionType>(c, 'optionType', ['call', 'put'], where);
  switch (kind) {
    case 'vanilla':
      return { kind, optionType, strike, expiryYears };
    case 'barrier': {
      const barrierType = oneOf(c, 'barrierType', BARRIER_TYPES, where);
      const barrier = positive(c, 'barrier', where);
      const rebate = optionalNum(c, 'rebate', where) ?? 0;
      if (rebate < 0) fail(`${where}rebate must be ≥ 0, got ${rebate}`);
      return { kind, optionType, strike, expiryYears, barrierType, barrier, rebate };
    }
    case 'double_barrier': {
      const lowerBarrier = positive(c, 'lowerBarrier', where);
      const upperBarrier = positive(c, 'upperBarrier', where);
      if (!(lowerBarrier < upperBarrier)) {
        fail(`${where}lowerBarrier (${lowerBarrier}) must be below upperBarrier (${upperBarrier})`);
      }
      if (c.rebate !== undefined && c.rebate !== null && c.rebate !== 0) {
        fail(`${where}double barriers are knock-out without rebate; rebate must be absent or 0`);
      }
      return { kind, optionType, strike, expiryYears, lowerBarrier, upperBarrier };
    }
    case 'asian': {
      if (c.averaging !== undefined && c.averaging !== 'arithmetic') {
        fail(`${where}averaging must be arithmetic, got ${JSON.stringify(c.averaging)}`);
      }
      const fixings = num(c, 'fixings', where);
      if (!Number.isInteger(fixings) || fixings < 1 || fixings > MAX_FIXINGS) {
        fail(`${where}fixings must be an integer in [1, ${MAX_FIXINGS}], got ${fixings}`);
      }
      const fixingStartYears = optionalNum(c, 'fixingStartYears', where) ?? 0;
      if (fixingStartYears < 0 || (expiryYears > 0 && fixingStartYears >= expiryYears)) {
        fail(`${where}fixingStartYears must be in [0, expiryYears), got ${fixingStartYears}`);
      }
      const method =
        c.method === undefined || c.method === null
          ? 'approximation'
          : oneOf(c, 'method', ['approximation', 'montecarlo'] as const, where);
      const paths = optionalNum(c, 'paths', where);
      if (
        paths !== undefined &&
        (!Number.isInteger(paths) || paths < 2 || paths > MAX_PATHS || paths % 2 !== 0)
      ) {
        fail(`${where}paths must be an even integer in [2, ${MAX_PATHS}], got ${paths}`);
      }
      const seed = optionalNum(c, 'seed', where);
      return {
        kind,
        optionType,
        strike,
        expiryYears,
        fixings,
        fixingStartYears,
        method,
        ...(paths !== undefined ? { paths } : {}),
        ...(seed !== undefined ? { seed } : {}),
      };
    }
  }
}

function priceOne(raw: unknown): InstrumentValuation {
  if (!isRecord(raw))
    fail(
      `a case must be a JSON object, got ${raw === null ? 'null' : Array.isArray(raw) ? 'an array' : typeof raw}`,
    );
  const kind = oneOf(raw, 'kind', KINDS, '');
  if (kind !== 'strategy') {
    const market = parseMarket(raw, kind, '');
    return valueInstrument(parseInstrument(raw, kind, ''), market);
  }
  const legsRaw = raw.legs;
  if (!Array.isArray(legsRaw)) fail('missing field legs (an array of 1 to 4 cases with quantity)');
  if (legsRaw.length < 1 || legsRaw.length > 4) fail(`a strategy has 1 to 4 legs, got ${legsRaw.length}`);
  const legs: Array<StrategyLeg & { readonly market: Market }> = [];
  let market: Market | undefined;
  for (let i = 0; i < legsRaw.length; i++) {
    const where = `legs[${i}]: `;
    const legRaw: unknown = legsRaw[i];
    if (!isRecord(legRaw)) fail(`${where}a leg must be a JSON object`);
    const merged: Record<string, unknown> = {};
    for (const f of MARKET_FIELDS) if (raw[f] !== undefined) merged[f] = raw[f];
    Object.assign(merged, legRaw);
    const legKind = oneOf(merged, 'kind', KINDS, where);
    if (legKind === 'strategy') fail(`${where}a leg cannot be a strategy`);
    const quantity = num(merged, 'quantity', where);
    const legMarket = parseMarket(merged, legKind, where);
    if (market === undefined) market = legMarket;
    else if (legMarket.underlying !== market.underlying || legMarket.spot !== market.spot) {
      fail(`${where}all legs must share the underlying and its price`);
    }
    // Each leg may carry its own rates and volatility (a smile), so it is valued on its own market.
    legs.push({ quantity, instrument: parseInstrument(merged, legKind, where), market: legMarket });
  }
  const total: InstrumentValuation = { price: 0, delta: 0, gamma: 0, vega: 0, theta: 0 };
  let variance = 0;
  let simulated = false;
  for (const leg of legs) {
    const v = valueStrategy([{ quantity: leg.quantity, instrument: leg.instrument }], leg.market);
    total.price += v.price;
    total.delta += v.delta;
    total.gamma += v.gamma;
    total.vega += v.vega;
    total.theta += v.theta;
    if (v.stdError !== undefined) {
      simulated = true;
      variance += v.stdError * v.stdError;
    }
  }
  if (simulated) total.stdError = Math.sqrt(variance);
  return total;
}

function errorResult(id: unknown, err: unknown): PriceFailure {
  if (err instanceof FinanceError) return { id, error: { code: err.code, message: err.message } };
  return { id, error: { code: 'INVALID_ARGUMENT', message: `the case could not be priced: ${String(err)}` } };
}

/**
 * Prices an array of cases; see the module comment for the case and result formats.
 *
 * @param cases any values (typically parsed JSON); each is validated independently.
 * @returns one result per case, in the same order. Never throws: a non-array input gives one error
 *   result.
 */
export function priceBatch(cases: unknown[]): PriceResult[] {
  if (!Array.isArray(cases)) {
    return [
      { id: null, error: { code: 'INVALID_ARGUMENT', message: 'the input must be an array of cases' } },
    ];
  }
  const results: PriceResult[] = new Array(cases.length);
  for (let i = 0; i < cases.length; i++) {
    const c: unknown = cases[i];
    const id = isRecord(c) && c.id !== undefined ? c.id : null;
    try {
      const v = priceOne(c);
      if (![v.price, v.delta, v.gamma, v.vega, v.theta].every(Number.isFinite)) {
        results[i] = {
          id,
          error: { code: 'NO_CONVERGENCE', message: 'the price or a Greek is not a finite number' },
        };
        continue;
      }
      results[i] =
        v.stdError === undefined
          ? { id, price: v.price, delta: v.delta, gamma: v.gamma, vega: v.vega, theta: v.theta }
          : {
              id,
              price: v.price,
              delta: v.delta,
              gamma: v.gamma,
              vega: v.vega,
              theta: v.theta,
              stdError: v.stdError,
            };
    } catch (err) {
      results[i] = errorResult(id, err);
    }
  }
  return results;
}
