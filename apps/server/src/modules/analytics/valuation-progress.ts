import type { ValuationProgress } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';

/** Long enough to outlive the slowest valuation's time limit; the last report then fades. */
const PROGRESS_TTL_SECONDS = 600;

// Under the caller's id: a progress name guessed by someone else tells them nothing.
const progressKey = (callerId: number, progressId: string) => `valuation-progress:${callerId}:${progressId}`;

/**
 * Where a valuation tells how far it got, under the name its caller chose (`progress_id`): the
 * cache, so that with Redis any server process answers the progress of a valuation another runs.
 * A report that cannot be written is lost, never an error of the valuation.
 */
export function progressReporter(
  services: Services,
  caller: Caller,
  progressId: string,
): (progress: ValuationProgress) => void {
  return (progress) => {
    services.cache
      .set(progressKey(caller.id, progressId), progress, PROGRESS_TTL_SECONDS)
      .catch(() => undefined);
  };
}

/**
 * `GET /api/valuation_progress/{id}`: the last progress reported under that name by the caller's
 * valuation; 404 until a large book's valuation reports (a small book is valued at once, silently).
 */
export async function readValuationProgress(
  services: Services,
  caller: Caller,
  progressId: string,
): Promise<ValuationProgress> {
  const progress = await services.cache
    .get<ValuationProgress>(progressKey(caller.id, progressId))
    .catch(() => undefined);
  if (!progress) throw notFound('No progress under that name.');
  return progress;
}
