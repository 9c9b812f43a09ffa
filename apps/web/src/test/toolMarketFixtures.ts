import { pairUnits, quoteDecimals, TOOL_MARKET_DAYS, type ToolMarket } from '@cobertura/contracts';

/**
 * A pair's stored market as `GET /api/tools/market` answers it, on flat curves and a flat smile:
 * the forward at each tenor by covered interest parity.
 */
export function flatToolMarket(
  pair: string,
  {
    spot,
    r,
    rf,
    vol,
    simulated = false,
  }: { spot: number; r: number; rf: number; vol: number; simulated?: boolean },
): ToolMarket {
  return {
    pair,
    ...pairUnits(pair),
    prices_date: '2026-11-25',
    spot,
    decimals: quoteDecimals(pair),
    inverted: false,
    simulated,
    tenors: TOOL_MARKET_DAYS.map((days) => ({
      days_to_expiration: days,
      fwd: spot * Math.exp(((r - rf) * days) / 365),
      r,
      rf,
      d0: Math.exp((-r * days) / 365),
      c0: vol,
      c1: 0,
      c2: 0,
    })),
  };
}
