import { AppError } from '../errors.ts';

/** Runs one task on a worker; must stop (reject) when `signal` aborts. */
export type TaskRunner = (task: unknown, signal: AbortSignal) => Promise<unknown>;

export interface JobPoolOptions {
  /** Tasks running at once (the worker threads). */
  slots: number;
  /**
   * Slots beyond `slots` kept for owners with nothing running: one owner's queue never holds every
   * thread, so another user's job starts at once instead of after a heavy one (0 when absent).
   */
  spare?: number;
  /** A running job is stopped after this long. */
  timeLimitMs: number;
  /** Jobs one owner may have waiting or running; past it the owner is told to wait. */
  perOwner: number;
  /**
   * Time a started task may also spend waiting elsewhere before it runs (a shared queue whose worker
   * enforces `timeLimitMs` itself): the caller gives up after both.
   */
  waitLimitMs?: number;
}

export interface JobPool {
  /**
   * Runs a task for an owner (a user): jobs of different owners take turns, so one owner's queue
   * never starves the others. Rejects with RATE_LIMITED when the owner has too many jobs, with
   * TIME_LIMIT when the job runs too long, and with the signal's reason when the caller gives up
   * (its queued job is dropped, its running job stopped).
   */
  run<T>(owner: string, task: unknown, signal?: AbortSignal): Promise<T>;
  /** Jobs waiting and running, for tests and health. */
  readonly load: { waiting: number; running: number };
}

interface Job {
  owner: string;
  task: unknown;
  signal: AbortSignal | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * A fair queue in front of the worker threads, for every heavy job (pricing today; valuations,
 * simulations and imports next): per-owner queues served in turn, a per-owner cap, a time limit per
 * job and cancellation.
 */
export function createJobPool(runTask: TaskRunner, options: JobPoolOptions): JobPool {
  // Owners with waiting jobs, in the order they first queued; each owner's jobs in arrival order.
  const queues = new Map<string, Job[]>();
  const perOwner = new Map<string, number>();
  const runningOf = new Map<string, number>();
  const load = { waiting: 0, running: 0 };

  const count = (counts: Map<string, number>, owner: string, delta: number) => {
    const n = (counts.get(owner) ?? 0) + delta;
    if (n > 0) counts.set(owner, n);
    else counts.delete(owner);
  };

  // The turn at which each owner was last served: the owner served longest ago goes next.
  const lastTurn = new Map<string, number>();
  let turn = 0;
  const takeNext = (mayRun: (owner: string) => boolean = () => true): Job | undefined => {
    let next: string | undefined;
    for (const owner of queues.keys()) {
      if (!mayRun(owner)) continue;
      if (next === undefined || (lastTurn.get(owner) ?? -1) < (lastTurn.get(next) ?? -1)) next = owner;
    }
    if (next === undefined) return undefined;
    const jobs = queues.get(next) ?? [];
    const job = jobs.shift();
    if (!jobs.length) queues.delete(next);
    lastTurn.set(next, ++turn);
    return job;
  };

  const start = (job: Job) => {
    load.waiting -= 1;
    load.running += 1;
    count(runningOf, job.owner, 1);
    const stop = new AbortController();
    const limitMs = options.timeLimitMs + (options.waitLimitMs ?? 0);
    const timer = setTimeout(() => stop.abort(timeLimit(options.timeLimitMs)), limitMs);
    const onCallerGone = () => stop.abort(job.signal?.reason);
    job.signal?.addEventListener('abort', onCallerGone, { once: true });
    runTask(job.task, stop.signal)
      .then(job.resolve, (error: unknown) => job.reject(stop.signal.aborted ? stop.signal.reason : error))
      .finally(() => {
        clearTimeout(timer);
        job.signal?.removeEventListener('abort', onCallerGone);
        load.running -= 1;
        count(runningOf, job.owner, -1);
        count(perOwner, job.owner, -1);
        dispatch();
      });
  };

  const isIdle = (owner: string) => !runningOf.has(owner);
  const dispatch = () => {
    for (;;) {
      const job =
        load.running < options.slots
          ? takeNext()
          : load.running < options.slots + (options.spare ?? 0)
            ? takeNext(isIdle)
            : undefined;
      if (!job) return;
      start(job);
    }
  };

  return {
    load,
    run<T>(owner: string, task: unknown, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if ((perOwner.get(owner) ?? 0) >= options.perOwner) {
        return Promise.reject(
          new AppError(
            'RATE_LIMITED',
            `You already have ${options.perOwner} calculations under way; wait for one to finish.`,
            undefined,
            // One of them ends within the time limit at the latest.
            Math.ceil(options.timeLimitMs / 1000),
          ),
        );
      }
      return new Promise<T>((resolve, reject) => {
        const job: Job = { owner, task, signal, resolve: resolve as (value: unknown) => void, reject };
        count(perOwner, owner, 1);
        load.waiting += 1;
        queues.set(owner, [...(queues.get(owner) ?? []), job]);
        // A caller who gives up while waiting leaves the queue at once.
        signal?.addEventListener(
          'abort',
          () => {
            const jobs = queues.get(owner);
            const at = jobs?.indexOf(job) ?? -1;
            if (!jobs || at < 0) return;
            jobs.splice(at, 1);
            if (!jobs.length) queues.delete(owner);
            load.waiting -= 1;
            count(perOwner, owner, -1);
            reject(signal.reason);
          },
          { once: true },
        );
        dispatch();
      });
    },
  };
}

function timeLimit(ms: number): AppError {
  return new AppError('TIME_LIMIT', `The calculation ran longer than ${ms / 1000} s and was stopped.`);
}
