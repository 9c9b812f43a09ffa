import { isPastExposure, type Relations, type TAssetHistoryQuery } from '@cobertura/contracts';
import { utcDateOfInstant } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import { findCallerPortfolio } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';
import { type AssetClass, selectRelations } from './relations.queries.ts';

/** The asset class and asset a query or save names (the contract lets exactly one through). */
export function assetOf(named: { currency?: string; commodity?: number }): {
  assetClass: AssetClass;
  asset: string | number;
} {
  return named.currency !== undefined
    ? { assetClass: 'currency', asset: named.currency }
    : { assetClass: 'commodity', asset: named.commodity ?? 0 };
}

/**
 * The relations of one of the caller's portfolios and one pair or commodity: each exposure with its
 * amount, covered and uncovered parts, whether it is past (dated before today on the server's clock)
 * and its links; each hedge with its notional, used and free parts. Another company's portfolio
 * answers 404.
 */
export async function readRelations(
  services: Services,
  caller: Caller,
  query: TAssetHistoryQuery,
): Promise<Relations> {
  const portfolio = await findCallerPortfolio(services, caller, query.portfolio);
  if (!portfolio) throw notFound('No such portfolio.');
  const { assetClass, asset } = assetOf(query);
  const { exposures, hedges, links } = await selectRelations(
    services,
    assetClass,
    portfolio.companyId,
    portfolio.id,
    asset,
  );
  const today = utcDateOfInstant(services.now().getTime());
  const hedgeCodes = new Map(hedges.map((h) => [h.id, h.code]));
  const exposureIds = new Set(exposures.map((e) => e.id));
  // Links always join rows of one portfolio and asset; the filter only guards the sums.
  const shown = links.filter((l) => hedgeCodes.has(l.hedge_id) && exposureIds.has(l.exposure_id));
  const sumOf = (key: 'exposure_id' | 'hedge_id', id: number) =>
    shown.filter((l) => l[key] === id).reduce((sum, l) => sum + Number(l.amount), 0);
  return {
    today,
    exposures: exposures.map((e) => {
      const amount = Number(e.amount);
      const covered = sumOf('exposure_id', e.id);
      return {
        pk: e.code,
        type: e.type,
        date: e.date,
        unit: e.unit,
        amount,
        covered,
        uncovered: amount - covered,
        is_past: isPastExposure(e, today),
        links: shown
          .filter((l) => l.exposure_id === e.id)
          .map((l) => ({
            hedge: hedgeCodes.get(l.hedge_id) ?? '',
            amount: Number(l.amount),
            version: l.version,
            updated_at: new Date(l.updated_at).toISOString(),
            updated_by: l.updated_by,
          })),
      };
    }),
    hedges: hedges.map((h) => {
      const notional = Number(h.amount);
      const used = sumOf('hedge_id', h.id);
      return {
        pk: h.code,
        derivative: h.derivative,
        buy_sell: h.buy_sell,
        fixing_date: h.fixing_date,
        date: h.date,
        unit: h.unit,
        notional,
        used,
        free: notional - used,
      };
    }),
  };
}
