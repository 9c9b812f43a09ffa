import type { ValuationProgress } from '@cobertura/contracts';
import type { Cache } from '../cache/cache.ts';

/** What a progress needs of the services and the caller: the cache, and the id its key holds. */
type WithCache = { cache: Cache };
type CallerId = { id: number };

/** Long enough to outlive the slowest job's time limit; the last report then fades. */
const PROGRESS_TTL_SECONDS = 600;

/** The kinds of long calls whose progress a screen reads. */
export type ProgressKind = 'valuation' | 'simulation';

// Under the caller's id: a progress name guessed by someone else tells them nothing.
const progressKey = (kind: ProgressKind, callerId: number, progressId: string) =>
  `${kind}-progress:${callerId}:${progressId}`;

/**
 * Where a long call tells how far its job got, under the name its caller chose (`progress_id`):
 * the cache, so that with Redis any server process answers the progress of a job another runs.
 * A report that cannot be written is lost, never an error of the job.
 */
export function progressReporter(
  services: WithCache,
  kind: ProgressKind,
  caller: CallerId,
  progressId: string,
): (progress: ValuationProgress) => void {
  return (progress) => {
    services.cache
      .set(progressKey(kind, caller.id, progressId), progress, PROGRESS_TTL_SECONDS)
      .catch(() => undefined);
  };
}

/**
 * The last progress the caller's job of `kind` reported under that name; undefined (answered 204
 * No Content) until one has. A screen asks before its job reports, and a small job never does: that
 * is no progress yet, not an error.
 */
export async function readProgress(
  services: WithCache,
  kind: ProgressKind,
  caller: CallerId,
  progressId: string,
): Promise<ValuationProgress | undefined> {
  return services.cache
    .get<ValuationProgress>(progressKey(kind, caller.id, progressId))
    .catch(() => undefined);
}
