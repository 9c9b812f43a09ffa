import type { FuturesContract } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { futuresContracts } from './catalog.ts';
import { marketToday, resolveInstrument } from './market-series.ts';
import { storedContractMonths } from './markets.queries.ts';

/**
 * A commodity's contract months on a day (default: the server's today): those listed that day and
 * those with stored bars up to it, by delivery month. A month no longer listed carries the position
 * it held on its newest stored day, so a picker can still draw an expired contract's history.
 */
export async function readContracts(
  services: Services,
  request: { commodity: string; date?: string | undefined },
): Promise<FuturesContract[]> {
  const commodity = resolveInstrument(request.commodity, ['commodity']);
  const day = request.date ?? marketToday(services);
  const byMonth = new Map<string, FuturesContract>();
  for (const stored of await storedContractMonths(services.db, commodity.id, day)) {
    const held = futuresContracts(commodity.id, stored.lastDay).find(
      (c) => c.contract_month_year === stored.contract,
    );
    if (held) byMonth.set(held.contract_month_year, held);
  }
  for (const listed of futuresContracts(commodity.id, day)) byMonth.set(listed.contract_month_year, listed);
  return [...byMonth.values()].sort((a, b) => a.contract_month_year.localeCompare(b.contract_month_year));
}
