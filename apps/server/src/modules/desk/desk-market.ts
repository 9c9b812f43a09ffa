import {
  type AnalyticsArea,
  OPEN_REQUEST_STATES,
  type RequestState,
  type TStrategyChoice,
} from '@cobertura/contracts';
import { scheduleForward, scheduleOnMarket } from '@cobertura/finance/optimizer';
import { daysBetween, type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import type { StrategyFairValue } from '../../market-data/strategy-pricing.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import type { RequestRow } from './hedge-requests.queries.ts';

/** The most fair values kept in memory: a blotter of 20,000 requests and some change. */
const MAX_CACHED_FAIR_VALUES = 25_000;

/** An asset's stored market now: its spot (the desk's mid) and the day its prices are of. */
export interface AssetSpot {
  spot: number;
  pricesDate: string;
  simulated: boolean;
}

/** The market figures a desk line shows: the asset's mid and the fair price of what is asked. */
export interface DeskFigures {
  mid: number | null;
  fairValue: number | null;
}

/**
 * The market as the desk reads it, for one running app: asset spots, and the fair values of
 * requests (the strategy pricing port), kept in memory by request, version and prices' date — a
 * request that did not change, on a market that did not move, is not priced again.
 */
export interface DeskMarket {
  /** The market's today: the valuation date of every figure. */
  today(): IsoDate;
  /** The asset's spot on the market's today; undefined when no price is stored. */
  spot(area: AnalyticsArea, asset: string): Promise<AssetSpot | undefined>;
  /**
   * The request's fair value on the market's today (the port's answer; 400 from the port when a
   * value date is not after today). `pricesDate` is the asset's prices' date when known, for the cache.
   */
  fairValue(request: RequestRow, pricesDate?: string): Promise<StrategyFairValue>;
  /** The fair price of the request's quote basis in `fair`: the forward, or the fair premium per unit. */
  basisValue(request: Pick<RequestRow, 'quoteBasis'>, fair: StrategyFairValue): number | null;
  /**
   * Mid and fair value of many requests, by request id: one market read per asset; forwards ('rate')
   * computed on it for every request of the asset at once, premiums ('premium') by the port, cached.
   * Only open requests are priced; the others get the mid alone.
   */
  figures(rows: readonly RequestRow[]): Promise<Map<number, DeskFigures>>;
}

/** The request as the strategy pricing port takes it. */
export function pricingRequest(request: RequestRow) {
  return {
    asset: request.asset,
    side: request.side as 'buyer' | 'seller',
    settlements: request.settlements as { date: string; amount: number }[],
    ...(request.unit ? { unit: request.unit } : {}),
    strategy: request.strategy as TStrategyChoice,
  };
}

const isOpen = (state: string) =>
  (OPEN_REQUEST_STATES as readonly RequestState[]).includes(state as RequestState);

export function createDeskMarket(
  services: Services,
  ports: Pick<DeskPorts, 'marketReader' | 'strategyPricing'>,
): DeskMarket {
  const fairValues = new Map<string, StrategyFairValue>();
  const today = () => latestAcceptedBarDate(services.now().getTime());

  const remember = (key: string, value: StrategyFairValue) => {
    fairValues.set(key, value);
    // Oldest first out: a Map keeps its insertion order.
    while (fairValues.size > MAX_CACHED_FAIR_VALUES)
      fairValues.delete(fairValues.keys().next().value as string);
  };

  const market: DeskMarket = {
    today,
    async spot(area, asset) {
      const date = today();
      const found = await ports.marketReader.snapshotAsset(area, asset, { date, from: date, days: [1] });
      return (
        found && { spot: found.market.spot, pricesDate: found.pricesDate, simulated: found.market.simulated }
      );
    },
    async fairValue(request, pricesDate) {
      const key = `${request.id}:${request.version}:${pricesDate ?? today()}`;
      const known = fairValues.get(key);
      if (known) return known;
      const fair = await ports.strategyPricing.fairValue(pricingRequest(request));
      remember(key, fair);
      return fair;
    },
    basisValue(request, fair) {
      return request.quoteBasis === 'rate' ? fair.forward : fair.fairPremium;
    },
    async figures(rows) {
      const figures = new Map<number, DeskFigures>();
      const groups = new Map<string, RequestRow[]>();
      for (const row of rows) {
        const key = `${row.area}:${row.asset}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      const date = today();
      for (const group of groups.values()) {
        const { area, asset } = group[0] as RequestRow;
        const open = group.filter((row) => isOpen(row.state));
        const forwards = open.filter((row) => row.quoteBasis === 'rate');
        const found = await ports.marketReader.snapshotAsset(area as AnalyticsArea, asset, {
          date,
          from: date,
          days: tenorDays(date, forwards),
        });
        const mid = found?.market.spot ?? null;
        for (const row of group) figures.set(row.id, { mid, fairValue: null });
        if (!found) continue;
        // Each value date's forward once: a request's is their amount-weighted mean (scheduleForward's).
        const dates = [
          ...new Set(forwards.flatMap((row) => futureSettlements(row, date).map((s) => s.date))),
        ].sort();
        const schedule = dates.length
          ? scheduleOnMarket(
              found.market,
              area === 'currency' ? 'fx' : 'future',
              found.pricesDate as IsoDate,
              dates.map((d) => ({ date: d, amount: 1 })),
            )
          : [];
        const forwardOn = new Map(schedule.map((s) => [s.date as string, scheduleForward([s])]));
        for (const row of forwards) {
          const settlements = futureSettlements(row, date);
          const amount = settlements.reduce((sum, s) => sum + s.amount, 0);
          if (!(amount > 0)) continue;
          const weighted = settlements.reduce(
            (sum, s) => sum + s.amount * (forwardOn.get(s.date) as number),
            0,
          );
          figures.set(row.id, { mid, fairValue: weighted / amount });
        }
        for (const row of open) {
          if (row.quoteBasis === 'rate') continue;
          const fair = await market.fairValue(row, found.pricesDate).catch(() => undefined);
          figures.set(row.id, { mid, fairValue: fair?.fairPremium ?? null });
        }
      }
      return figures;
    },
  };
  return market;
}

/** The settlements of a request after `date`, as the schedule takes them. */
function futureSettlements(row: RequestRow, date: IsoDate) {
  return (row.settlements as { date: string; amount: number }[])
    .filter((s) => s.date > date)
    .map((s) => ({ date: s.date as IsoDate, amount: s.amount }));
}

/**
 * The tenors one market read of an asset carries for all its forwards: every value date's days
 * from `date`, and a week past the last (the prices' day may come before `date`), as the Optimizer
 * reads one request's — so a forward read here is the one the strategy pricing port answers.
 */
function tenorDays(date: IsoDate, rows: readonly RequestRow[]): number[] {
  const days = new Set<number>();
  for (const row of rows) {
    const own = futureSettlements(row, date).map((s) => daysBetween(date, s.date));
    for (const d of own) days.add(d);
    if (own.length) days.add((own.at(-1) as number) + 7);
  }
  return days.size ? [...days].sort((a, b) => a - b) : [1];
}
