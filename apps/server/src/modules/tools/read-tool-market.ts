import {
  pairUnits,
  quoteDecimals,
  type SnapshotTenor,
  TOOL_MARKET_DAYS,
  type ToolMarket,
} from '@cobertura/contracts';
import { latestAcceptedBarDate } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';

const DAYS_PER_YEAR = 365;

/**
 * `GET /api/tools/market`: a pair's stored market of the market's today (the last stored day on or
 * before it, as Markets shows it) at TOOL_MARKET_DAYS, for the calculators to open on. A pair stored
 * the other way round is turned: spot and forwards inverted, the two rates swapped, the smile's
 * log-moneyness mirrored (ln(K'/F') = −ln(K/F)). 404 when neither way is stored.
 */
export async function readToolMarket(
  services: Services,
  reader: MarketReader,
  pair: string,
): Promise<ToolMarket> {
  const date = latestAcceptedBarDate(services.now().getTime());
  const request = { date, from: date, days: TOOL_MARKET_DAYS };
  const reversed = `${pair.slice(3)}${pair.slice(0, 3)}`;
  const direct = await reader.snapshotAsset('currency', pair, request);
  const found = direct ?? (await reader.snapshotAsset('currency', reversed, request));
  if (!found) throw notFound(`No market is stored for ${pair}: type its spot, rates and volatility.`);
  const { market, pricesDate } = found;
  const inverted = direct === undefined;
  return {
    pair,
    ...pairUnits(pair),
    prices_date: pricesDate,
    spot: inverted ? 1 / market.spot : market.spot,
    decimals: quoteDecimals(pair),
    inverted,
    simulated: market.simulated,
    tenors: inverted ? market.tenors.map(invertedTenor) : market.tenors,
  };
}

/** A tenor of BASEQUOTE read as QUOTEBASE. */
function invertedTenor(tenor: SnapshotTenor): SnapshotTenor {
  const t = tenor.days_to_expiration / DAYS_PER_YEAR;
  return {
    ...tenor,
    fwd: 1 / tenor.fwd,
    r: tenor.rf,
    rf: tenor.r,
    d0: Math.exp(-tenor.rf * t),
    c1: -tenor.c1,
  };
}
