import type { FuturesContract, PriceBar } from '@cobertura/contracts';
import type { IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import { futuresContracts } from './catalog.ts';
import { defaultWindow, resolveInstrument, type SeriesPage } from './market-series.ts';
import { readHistory } from './read-history.ts';

/**
 * `commodity_history` (spec 02 §3, §7): a contract month's bars (or the n-th contract in force on the
 * first day asked), else the continuous series, each row with its contract: the month, its last
 * trading date and its position among the contracts in force that day (1 = front). One page: the
 * newest `limit` bars before `before`.
 */
export async function readCommodityHistory(
  services: Services,
  request: {
    commodity: string;
    contract?: string | null;
    contractMonth?: string | null;
    from?: string | null;
  } & SeriesPage,
) {
  const commodity = resolveInstrument(request.commodity, ['commodity']);
  const from = request.from ?? defaultWindow(services).from;
  const month = request.contractMonth ?? monthOf(commodity.id, request.contract, from);
  // A position no contract holds that day (the 9th of a 6-contract cycle) has no bars.
  if (request.contract && !month) return [];
  const history = await readHistory(
    services,
    { instrument: commodity.id, contract: month, from, before: request.before, limit: request.limit },
    ['commodity'],
  );
  // The contracts in force change only when the front one stops trading: listed again then.
  let inForce: FuturesContract[] = [];
  return history.rows.map((bar: PriceBar) => {
    const day = bar.observation_date;
    if (!inForce[0] || day > inForce[0].last_trading_date)
      inForce = futuresContracts(commodity.id, day as IsoDate);
    const contract = month ? inForce.find((c) => c.contract_month_year === month) : inForce[0];
    return {
      ...bar,
      instrument: commodity.id,
      contract_month_year: month ?? contract?.contract_month_year ?? null,
      last_trading_date: contract?.last_trading_date ?? null,
      continuous_contract: contract?.continuous_contract ?? null,
    };
  });
}

/** The contract month a `contract` argument names: a month as such, a position on the day, or none. */
function monthOf(commodity: string, contract: string | null | undefined, day: string): string | undefined {
  if (!contract) return undefined;
  if (contract.includes('-')) return contract;
  return futuresContracts(commodity, day as IsoDate)[Number(contract) - 1]?.contract_month_year;
}
