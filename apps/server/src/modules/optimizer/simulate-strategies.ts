import { randomInt, randomUUID } from 'node:crypto';
import { MAX_PATH_STEPS, type SimulationReply, type TSimulationRequest } from '@cobertura/contracts';
import {
  confidencePercentile,
  strategyLegs,
  strategyPrice,
  termsWarnings,
} from '@cobertura/finance/optimizer';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { checkWorkLimit } from '../../work-limit.ts';
import { progressReporter } from '../../workers/job-progress.ts';
import { insertRun } from './optimizer.queries.ts';
import { marketFigures } from './optimizer-market.ts';
import type { StoredRequest } from './simulation-runs.ts';
import { type ChosenStrategy, marketWithStrategies } from './strategy-choices.ts';
import { summaryOptions, summaryResults } from './summary-results.ts';

/**
 * A drawn seed is at most six digits: the screens show it as the run's number, short enough to read
 * out and type back to repeat the run; a typed seed may still be any the request allows.
 */
const MAX_DRAWN_SEED = 999_999;

/**
 * Step 4 (`POST /api/simulate_currencies`, `/api/simulate_commodities`, spec 02 §7): the strategies
 * simulated on the schedule set on the stored market, on the worker pool (or the Redis queue), with
 * progress under the caller's `progress_id`; summarised, stored and answered. Runs only when every
 * strategy is calculated (spec 02 §4) and has no warning; refuses more than MAX_PATH_STEPS path-steps
 * per strategy. The seed is drawn when absent and answered, so that a run repeats exactly. A run
 * stopped (the caller went away, the time limit) stores nothing.
 */
export async function simulateStrategies(
  services: Services,
  reader: MarketReader,
  caller: Caller,
  request: TSimulationRequest,
  signal?: AbortSignal,
): Promise<SimulationReply> {
  const refuse = (field: string, text: string) =>
    new AppError('VALIDATION_FAILED', text, { [field]: [text] });
  const pending = request.hedges.findIndex((hedge) => !hedge.calculated);
  if (pending >= 0)
    throw refuse(`hedges.${pending}.calculated`, 'Calculate every strategy before simulating.');
  checkWorkLimit(
    request.paths * request.settlements.length,
    {
      subject: 'A simulation',
      verb: 'run',
      unit: 'path-steps per strategy (paths × settlements)',
      limit: MAX_PATH_STEPS,
      advice: 'Choose fewer paths or settlements.',
      field: 'paths',
    },
    ` (${request.paths.toLocaleString('en-US')} × ${request.settlements.length})`,
  );
  const { market, chosen } = await marketWithStrategies(services, reader, request, 'hedges');
  chosen.forEach((strategy, i) => {
    const [warning] = termsWarnings(strategy.terms, market.spot);
    if (warning)
      throw refuse(`hedges.${i}.strikes.${warning.leg}`, 'Calculate every strategy before simulating.');
  });
  checkSimulationDraws(services, request, chosen);
  const seed = request.seed ?? randomInt(1, MAX_DRAWN_SEED + 1);
  const summary = await services.jobs.run(
    `user-${caller.id}`,
    'simulateStrategies',
    {
      simulation: {
        side: request.side,
        schedule: market.schedule,
        strategies: chosen.map((strategy, i) => ({ id: String(i), legs: strategyLegs(strategy.terms, 1) })),
        paths: request.paths,
        seed,
      },
      summary: summaryOptions(request, market.asset),
      ratios: Object.fromEntries(chosen.map((strategy, i) => [String(i), strategy.ratio])),
    },
    {
      signal,
      ...(request.progress_id
        ? { onProgress: progressReporter(services, 'simulation', caller, request.progress_id) }
        : {}),
    },
  );
  const ranAt = services.now();
  const reply: SimulationReply = {
    id: randomUUID(),
    ran_at: ranAt.toISOString(),
    ...marketFigures(market, request.side),
    budget_rate: request.budget_rate,
    confidence: request.confidence,
    seed,
    amount: market.schedule.reduce((sum, s) => sum + s.amount, 0),
    results: summaryResults(
      summary,
      chosen,
      chosen.map((strategy) => strategyPrice(strategy.terms, market.schedule).cost),
      request.paths,
      confidencePercentile(request.side, request.confidence),
    ),
  };
  await insertRun(services, {
    id: reply.id,
    userId: caller.id,
    area: market.area,
    asset: market.asset,
    request: { ...request, seed, strategy_names: chosen.map((s) => s.name) } satisfies StoredRequest,
    reply,
    ranAt,
  });
  return reply;
}

/**
 * The draws a simulation asks for: each leg's settlements along every path, and for an Asian leg
 * each of the days it averages over in every settlement's window (each such leg draws its own
 * days). Refused (WORK_LIMIT) over SIMULATION_WORK_LIMIT before the job starts: 100,000 paths of
 * ten settlements averaged over 260 days would run for minutes.
 */
function checkSimulationDraws(
  services: Services,
  request: TSimulationRequest,
  chosen: readonly ChosenStrategy[],
) {
  const perPath = request.settlements.length;
  const legDays = chosen.reduce(
    (sum, strategy) =>
      sum +
      Math.max(
        1,
        strategy.terms.legs.reduce(
          (days, leg) => days + (leg.optionType === 'ASIAN' ? strategy.terms.fixings : 0),
          0,
        ),
      ),
    0,
  );
  const figure = (n: number) => n.toLocaleString('en-US');
  checkWorkLimit(
    request.paths * perPath * legDays,
    {
      subject: 'A simulation',
      verb: 'draw',
      unit: 'values (paths × settlements × Asian fixing days, summed over the strategies)',
      limit: services.config.workLimits.simulationWork,
      advice: 'Choose fewer paths, settlements or fixing days.',
      field: 'paths',
    },
    ` (${figure(request.paths)} paths × ${figure(perPath)} settlements × ${figure(legDays)})`,
  );
}
