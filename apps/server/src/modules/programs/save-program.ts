import type { ProgramVersion, TSaveProgramRequest } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { assetOf, portfolioHolding } from './owned-portfolios.ts';
import { insertProgram } from './programs.queries.ts';
import { programVersion } from './versions.ts';

/**
 * Saves a portfolio's program for one asset as a new version (the older ones stay, as its history),
 * set by the caller at the clock's time.
 */
export async function saveProgram(
  services: Services,
  caller: Caller,
  request: TSaveProgramRequest,
): Promise<ProgramVersion> {
  const asset = assetOf(request.fk_currency, request.fk_idcommodity);
  const field = asset.kind === 'currency' ? 'fk_currency' : 'fk_idcommodity';
  await portfolioHolding(services, caller, request.fk_idportfolio, asset, field);
  const saved = await insertProgram(services, caller, {
    portfolioId: request.fk_idportfolio,
    currencyPair: asset.kind === 'currency' ? asset.pair : null,
    commodityId: asset.kind === 'commodity' ? asset.commodityId : null,
    createdAt: services.now(),
    objective: request.objective,
    parameters: request.parameters,
    flow: request.flow,
  });
  return programVersion(saved);
}
