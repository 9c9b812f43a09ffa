import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { threadModule } from '../server-files.ts';
import { receiveError } from './job-errors.ts';
import type { JobInput, JobKind, JobOutput, JobProgress } from './job-kinds.ts';
import { createJobPool, type JobPool, type JobPoolOptions } from './job-pool.ts';
import type { ThreadOutcome, ThreadTask } from './job-worker.ts';

export interface RunOptions {
  /** Gives up: a waiting job is dropped, a running one stopped. */
  signal?: AbortSignal | undefined;
  /** Buffers that move to the thread instead of being copied, unusable here after. */
  transfer?: ArrayBuffer[];
  /** Told how far the job got, while it runs (kinds that can tell, see JOB_KINDS). */
  onProgress?: (progress: JobProgress) => void;
}

/** Where heavy jobs run: this process's worker threads, or a Redis queue (queue-pool.ts). */
export interface WorkerPool {
  /**
   * Runs a job of the given kind for an owner (a user id), in turn with every other owner's jobs of
   * every kind (see JobPool.run for the refusals). A job's error reaches the caller as the same
   * error (class, code, fields).
   */
  run<K extends JobKind>(
    owner: string,
    kind: K,
    input: JobInput<K>,
    options?: RunOptions,
  ): Promise<Awaited<JobOutput<K>>>;
  readonly load: JobPool['load'];
  close(): Promise<void>;
}

/** Worker threads of this process: one fewer than the cores, so the event loop keeps one. */
export const THREAD_SLOTS = Math.max(1, availableParallelism() - 1);
/**
 * One more thread, for an owner with nothing running while others hold every slot: a user's small
 * job does not wait for another user's heavy one. It shares a core while it runs.
 */
const SPARE_THREADS = 1;

/**
 * The server's worker threads behind one fair job queue. The threads start on the first job.
 */
export function createWorkerPool(options: Omit<JobPoolOptions, 'slots'>): WorkerPool {
  let threads: Piscina | undefined;
  const workers = () => {
    threads ??= new Piscina({
      ...threadModule('workers/job-worker.ts'),
      // Every thread starts with the first job: a spare thread started on demand would make the job it
      // is for wait for its start (a second or more).
      minThreads: THREAD_SLOTS + SPARE_THREADS,
      maxThreads: THREAD_SLOTS + SPARE_THREADS,
      idleTimeout: 30_000,
    });
    return threads;
  };
  // An aborted task stops its worker thread: a job past its time limit frees its slot at once.
  const jobs = createJobPool(
    async (task, signal) => {
      const { kind, input, transfer = [], onProgress } = task as ThreadTask & RunOptions;
      const channel = onProgress ? new MessageChannel() : undefined;
      channel?.port1.on('message', onProgress!);
      try {
        const thread: ThreadTask = { kind, input, ...(channel ? { progress: channel.port2 } : {}) };
        const transferList = channel ? [...transfer, channel.port2] : transfer;
        const outcome: ThreadOutcome = await workers().run(thread, { signal, transferList });
        if ('failed' in outcome) throw receiveError(outcome.failed);
        return outcome.output;
      } finally {
        channel?.port1.close();
      }
    },
    { ...options, slots: THREAD_SLOTS, spare: SPARE_THREADS },
  );
  return {
    run: (owner, kind, input, { signal, ...rest } = {}) => jobs.run(owner, { kind, input, ...rest }, signal),
    load: jobs.load,
    close: async () => {
      await threads?.destroy();
    },
  };
}
