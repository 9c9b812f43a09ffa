import type { CatalogInstrument, ValuationInputRow } from '@cobertura/contracts';
import { ewmaVolatility } from '@cobertura/finance/indicators';
import {
  createZeroCurve,
  forwardByCip,
  impliedForeignRate,
  interpolateValuationInput,
  type ValuationInput,
  type ZeroCurve,
} from '@cobertura/finance/market';
import { daysBetween, type IsoDate } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { futuresContracts, MARKET_CATALOG } from './catalog.ts';
import { barOn, barsBetween, loadSeries, resolveInstrument } from './market-series.ts';
import { readSmiles } from './markets.queries.ts';
import { readCurve } from './read-curve.ts';

const DAYS_PER_YEAR = 365;

/** The market of one instrument on one day that every tenor's inputs are built from. */
interface Snapshot {
  spot: number;
  /** Domestic (quote currency) zero curve, continuously compounded. */
  domestic: ZeroCurve;
  /** Forward and foreign rate (or convenience yield) at t years. */
  carry(t: number, r: number): { fwd: number; rf: number };
  simulated: boolean;
}

/**
 * Valuation inputs per tenor on an observation date (`GET /api/markets/valuation-inputs`,
 * `currency_valuation_inputs`, `commodity_valuation_inputs`; DESIGN.md "Valuation inputs"), from the
 * stored curves and smiles by packages/finance. A pair: r and rf from the two currencies' zero curves,
 * fwd by covered interest parity, d0 = e^{−r·t}. A commodity: fwd from its futures curve on that day
 * (ln F linear in time between the contract months around the expiry, from the spot at day 0), r from
 * its currency's curve and rf the convenience yield the forward implies. The smile c0, c1, c2 is the
 * stored one, linear in total variance between its tenors (the quadratic that matches that smile at
 * the money). The default date is the instrument's last stored day;
 * a day without a price answers no rows.
 */
export async function readValuationInputs(
  services: Services,
  request: { instrument: string; days: readonly number[]; date?: string | undefined },
  types: readonly ('currency' | 'commodity')[] = ['currency', 'commodity'],
): Promise<ValuationInputRow[]> {
  const instrument = resolveInstrument(request.instrument, types);
  const series = await loadSeries(services, instrument);
  const date = request.date ?? series.at(-1)?.observation_date;
  const spotBar = date ? barOn(series, date) : undefined;
  // Forwards and log-moneyness need a positive price.
  if (!date || !spotBar || spotBar.close <= 0) return [];
  const snapshot =
    instrument.type === 'currency'
      ? await pairSnapshot(services, instrument, date, spotBar.close)
      : await commoditySnapshot(services, instrument, date, spotBar.close);
  if (!snapshot) return [];
  const inputsAt = (days: number) => {
    const t = days / DAYS_PER_YEAR;
    const r = snapshot.domestic.zeroRate(t);
    const { fwd, rf } = snapshot.carry(t, r);
    return { days_to_expiration: days, observation_date: date, fwd, r, rf, d0: Math.exp(-r * t) };
  };
  const smile = await smileTenors(services, instrument, date, series, inputsAt);
  return request.days.map((days) => {
    const { c0, c1, c2 } = interpolateValuationInput(smile.tenors, days);
    return {
      ...inputsAt(days),
      c0,
      c1,
      c2,
      simulated: spotBar.simulated || snapshot.simulated || smile.simulated,
    };
  });
}

/** A currency's zero curve on a day, from its stored rates (percent, continuously compounded). */
async function zeroCurveOn(
  services: Services,
  currency: string,
  date: string,
): Promise<{ curve: ZeroCurve; simulated: boolean } | undefined> {
  if (!MARKET_CATALOG.some((i) => i.type === 'interest-rate' && i.currency === currency)) {
    throw notFound(`No interest-rate curve for ${currency}.`);
  }
  const points = await readCurve(services, currency, date);
  if (!points.length) return undefined;
  return {
    curve: createZeroCurve(
      points.map((p) => p.days_to_expiration / DAYS_PER_YEAR),
      points.map((p) => p.rate / 100),
    ),
    simulated: points.some((p) => p.simulated),
  };
}

/** A pair (domestic = the quote currency): forward by covered interest parity from the two curves. */
async function pairSnapshot(
  services: Services,
  pair: CatalogInstrument,
  date: string,
  spot: number,
): Promise<Snapshot | undefined> {
  const domestic = await zeroCurveOn(services, pair.currency, date);
  const foreign = await zeroCurveOn(services, pair.id.slice(0, 3), date);
  if (!domestic || !foreign) return undefined;
  return {
    spot,
    domestic: domestic.curve,
    carry: (t, r) => {
      const rf = foreign.curve.zeroRate(t);
      return { fwd: forwardByCip(spot, r, rf, t), rf };
    },
    simulated: domestic.simulated || foreign.simulated,
  };
}

/** A commodity: its futures curve on the day, anchored at the spot (the continuous series) at day 0. */
async function commoditySnapshot(
  services: Services,
  commodity: CatalogInstrument,
  date: string,
  spot: number,
): Promise<Snapshot | undefined> {
  const domestic = await zeroCurveOn(services, commodity.currency, date);
  if (!domestic) return undefined;
  const pillars: { t: number; fwd: number; simulated: boolean }[] = [{ t: 0, fwd: spot, simulated: false }];
  for (const contract of futuresContracts(commodity.id, date as IsoDate)) {
    const bar = barOn(await loadSeries(services, commodity, contract.contract_month_year), date);
    const days = daysBetween(date as IsoDate, contract.last_trading_date as IsoDate);
    if (bar && bar.close > 0 && days > 0)
      pillars.push({ t: days / DAYS_PER_YEAR, fwd: bar.close, simulated: bar.simulated });
  }
  pillars.sort((a, b) => a.t - b.t);
  /** ln F linear in time between pillars, flat after the last. */
  const forwardAt = (t: number) => {
    const right = pillars.findIndex((p) => p.t >= t);
    if (right === -1) return pillars.at(-1)!.fwd;
    const b = pillars[right]!;
    if (right === 0 || b.t === t) return b.fwd;
    const a = pillars[right - 1]!;
    return a.fwd * (b.fwd / a.fwd) ** ((t - a.t) / (b.t - a.t));
  };
  return {
    spot,
    domestic: domestic.curve,
    carry: (t, r) => {
      const fwd = forwardAt(t);
      return { fwd, rf: t > 0 ? impliedForeignRate(spot, fwd, r, t) : r };
    },
    simulated: domestic.simulated || pillars.some((p) => p.simulated),
  };
}

/**
 * The stored smile on the day as valuation tenors (so that packages/finance interpolates it); without
 * one, a flat smile at the EWMA volatility of the last year of closes.
 */
async function smileTenors(
  services: Services,
  instrument: CatalogInstrument,
  date: string,
  series: readonly { observation_date: string; close: number; simulated: boolean }[],
  inputsAt: (days: number) => Omit<ValuationInput, 'c0' | 'c1' | 'c2'>,
): Promise<{ tenors: ValuationInput[]; simulated: boolean }> {
  const smiles = await readSmiles(services.db, instrument.id, date);
  if (smiles.length) {
    return {
      tenors: smiles.map((s) => ({ ...inputsAt(s.tenorDays), c0: s.c0, c1: s.c1, c2: s.c2 })),
      simulated: smiles.some((s) => s.simulated),
    };
  }
  const year = barsBetween(series, `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`, date);
  const closes = year.map((bar) => bar.close);
  const volatility = closes.every((c) => c > 0) ? ewmaVolatility(closes).at(-1) : undefined;
  return {
    tenors: [{ ...inputsAt(0), c0: Number.isFinite(volatility) ? volatility! : 0, c1: 0, c2: 0 }],
    simulated: year.some((bar) => bar.simulated),
  };
}
