import type { ProgramVersion } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { ownedPortfolios } from './owned-portfolios.ts';
import { type AssetFilter, selectCurrentPrograms } from './programs.queries.ts';
import { programVersion } from './versions.ts';

const DAY_MS = 86_400_000;

/**
 * The program in force for each of these portfolios and assets: the newest version, or with `date`
 * the newest saved by the end of that day (UTC). 404 when a portfolio is not the caller's.
 */
export async function currentPrograms(
  services: Services,
  caller: Caller,
  request: { portfolios: readonly number[]; assets: AssetFilter; date?: string },
): Promise<ProgramVersion[]> {
  await ownedPortfolios(services, caller, request.portfolios);
  const before = request.date ? new Date(Date.parse(`${request.date}T00:00:00Z`) + DAY_MS) : undefined;
  const rows = await selectCurrentPrograms(services, caller, request.portfolios, request.assets, before);
  return rows.map(programVersion);
}
