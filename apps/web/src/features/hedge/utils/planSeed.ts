import type { ExecutionWindow, PlanGroup, PlanPeriod } from '@cobertura/contracts';
import type { RequestSeed } from './requestForm.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The value date a plan row's request starts from: the period's last weekday (a month's flows
 * settle by its end), never before the period starts; when that day is not after `today` (the
 * current period ending), the next weekday after today, as a value date must be in the future.
 * Holidays are the server's to move: it moves a value date that is not a business day of the asset
 * to the next one and says so in its checks.
 */
export function valueDateIn(period: Pick<PlanPeriod, 'date' | 'end'>, today: string): string {
  const isWeekend = (ms: number) => [0, 6].includes(new Date(ms).getUTCDay());
  const start = Date.parse(`${period.date}T00:00:00Z`);
  let day = Date.parse(`${period.end}T00:00:00Z`);
  while (day > start && isWeekend(day)) day -= DAY_MS;
  const first = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
  if (day >= first) return isoDay(day);
  day = first;
  while (isWeekend(day)) day += DAY_MS;
  return isoDay(day);
}

/** The side of the request that covers the period: BUY the asset is a buyer's, SELL a seller's. */
export function requestSide(period: PlanPeriod, group: PlanGroup): 'buyer' | 'seller' {
  if (period.side === 'BUY') return 'buyer';
  if (period.side === 'SELL') return 'seller';
  return group.side ?? 'buyer';
}

/** Amounts go to the form to the cent: the required hedge is a computed figure. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A request for a plan row: the group's portfolio and asset, the side that covers the period, its
 * required amount on a value date in the period (see valueDateIn), the suggested strategy (the catalogue's id of the
 * plan's FORWARD, when known) and the plan's window.
 */
export function seedFromPlan(
  group: PlanGroup,
  period: PlanPeriod,
  window: ExecutionWindow,
  strategyId: number | undefined,
  today: string,
): RequestSeed {
  return {
    portfolio_id: group.portfolio_id,
    asset: group.asset,
    side: requestSide(period, group),
    settlements: [{ date: valueDateIn(period, today), amount: cents(period.required) }],
    ...(strategyId === undefined
      ? {}
      : {
          strategy: {
            pk_idstrategy: strategyId,
            strikes: [null],
            barriers: [],
            percentage: 100,
            fixings: 21,
          },
        }),
    window,
    origin: 'plan',
  };
}
