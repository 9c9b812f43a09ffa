import { PROGRAM_PROBLEMS } from '@cobertura/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { type AssetRef, selectCallerPortfolios } from './programs.queries.ts';

export type OwnedPortfolio = Awaited<ReturnType<typeof selectCallerPortfolios>>[number];

/**
 * The caller's portfolios of these ids; 404 when any of them is not one of the caller's companies'
 * (another company's id and an unknown one answer alike).
 */
export async function ownedPortfolios(
  services: Services,
  caller: Caller,
  ids: readonly number[],
): Promise<OwnedPortfolio[]> {
  const unique = [...new Set(ids)];
  const found = await selectCallerPortfolios(services, caller, unique);
  if (found.length !== unique.length) throw notFound('No such portfolio.');
  return found;
}

/** One of the caller's portfolios, holding `asset`: 404 when not the caller's, 400 on `field` when it lacks the asset. */
export async function portfolioHolding(
  services: Services,
  caller: Caller,
  portfolioId: number,
  asset: AssetRef,
  field: string,
): Promise<OwnedPortfolio> {
  const [portfolio] = await ownedPortfolios(services, caller, [portfolioId]);
  if (!portfolio) throw notFound('No such portfolio.');
  const holds =
    asset.kind === 'currency'
      ? portfolio.currencyPairs.includes(asset.pair)
      : portfolio.commodityIds.includes(asset.commodityId);
  if (!holds) {
    const text = PROGRAM_PROBLEMS.ASSET_NOT_IN_PORTFOLIO;
    throw new AppError('VALIDATION_FAILED', text, { [field]: [text] });
  }
  return portfolio;
}

/** The asset named by a pair code or a commodity id (the contract lets exactly one through). */
export function assetOf(pair: string | undefined, commodityId: number | undefined): AssetRef {
  if (pair !== undefined) return { kind: 'currency', pair };
  if (commodityId !== undefined) return { kind: 'commodity', commodityId };
  throw new AppError('VALIDATION_FAILED', PROGRAM_PROBLEMS.ASSET_REQUIRED);
}
