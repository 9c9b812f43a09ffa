import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { JobInput, JobKind, JobOutput } from './job-kinds.ts';
import { createJobPool, type JobPool, type JobPoolOptions } from './job-pool.ts';

export interface WorkerPool {
  /**
   * Runs a job of the given kind for an owner (a user id) on a worker thread, in turn with every
   * other owner's jobs of every kind; `signal` gives up (see JobPool.run for the refusals). The
   * buffers in `transfer` move to the thread instead of being copied, and are unusable here after.
   */
  run<K extends JobKind>(
    owner: string,
    kind: K,
    input: JobInput<K>,
    signal?: AbortSignal,
    transfer?: ArrayBuffer[],
  ): Promise<Awaited<JobOutput<K>>>;
  readonly load: JobPool['load'];
  close(): Promise<void>;
}

/**
 * The server's worker threads (one fewer than the cores, so the event loop keeps one) behind one
 * fair job queue. The threads start on the first job.
 */
export function createWorkerPool(options: Omit<JobPoolOptions, 'slots'>): WorkerPool {
  const slots = Math.max(1, availableParallelism() - 1);
  let threads: Piscina | undefined;
  const workers = () => {
    threads ??= new Piscina({
      filename: new URL('./job-worker.ts', import.meta.url).href,
      execArgv: ['--import', 'tsx'],
      maxThreads: slots,
      idleTimeout: 30_000,
    });
    return threads;
  };
  // An aborted task stops its worker thread: a job past its time limit frees its slot at once.
  const jobs = createJobPool(
    (task, signal) => {
      const { transfer, ...job } = task as { transfer?: ArrayBuffer[] };
      return workers().run(job, { signal, ...(transfer ? { transferList: transfer } : {}) });
    },
    { ...options, slots },
  );
  return {
    run: (owner, kind, input, signal, transfer) => jobs.run(owner, { kind, input, transfer }, signal),
    load: jobs.load,
    close: async () => {
      await threads?.destroy();
    },
  };
}
