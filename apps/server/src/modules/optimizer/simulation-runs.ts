import type { FigureUnits, SimulationReply, TSimulationRequest } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectRunReply, selectRuns } from './optimizer.queries.ts';
import { assetUnits } from './optimizer-market.ts';

/** A run's request as it is stored: with the seed it ran on and its strategies' names. */
export type StoredRequest = TSimulationRequest & { seed: number; strategy_names: string[] };

/** The history shows this many of a user's newest runs. */
const HISTORY_RUNS = 50;

/** `GET /api/optimizer/runs`: the caller's newest runs, each with what it simulated. */
export async function listSimulationRuns(services: Services, caller: Caller) {
  const rows = await selectRuns(services, caller.id, HISTORY_RUNS);
  return rows.map((row) => {
    const request = row.request as StoredRequest;
    return {
      id: row.id,
      ran_at: row.ranAt.toISOString(),
      asset: row.asset,
      side: request.side,
      paths: request.paths,
      seed: request.seed,
      strategies: request.strategy_names,
    };
  });
}

/** `GET /api/optimizer/runs/{id}`: a stored run's reply, as it was answered; 404 for another user's. */
export async function readSimulationRun(
  services: Services,
  caller: Caller,
  id: string,
): Promise<SimulationReply> {
  const reply = await selectRunReply(services, caller.id, id);
  if (!reply) throw notFound('No such run.');
  // A run kept before replies named their units is answered with its asset's.
  const run = reply as SimulationReply | Omit<SimulationReply, keyof FigureUnits>;
  return 'amounts_currency' in run ? run : { ...run, ...(await assetUnits(services, run.asset)) };
}
