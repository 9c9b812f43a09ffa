import type { ProgramVersion, TAssetHistoryQuery } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { assetOf, ownedPortfolios } from './owned-portfolios.ts';
import { selectProgramVersions } from './programs.queries.ts';
import { programVersion } from './versions.ts';

/** A portfolio's program for one asset, every version newest first (the first is current); 404 for another company's portfolio. */
export async function listProgramVersions(
  services: Services,
  caller: Caller,
  query: TAssetHistoryQuery,
): Promise<ProgramVersion[]> {
  await ownedPortfolios(services, caller, [query.portfolio]);
  const rows = await selectProgramVersions(
    services,
    caller,
    query.portfolio,
    assetOf(query.currency, query.commodity),
  );
  return rows.map(programVersion);
}
