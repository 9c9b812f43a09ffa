import { randomUUID } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { type Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { receiveError, type SentError, sendError } from './job-errors.ts';
import type { JobInput, JobKind, JobProgress } from './job-kinds.ts';
import { createJobPool, type JobPoolOptions } from './job-pool.ts';
import type { RunOptions, WorkerPool } from './worker-pool.ts';

/** Where the queue lives: one Redis, its keys under `prefix` (several deployments can share it). */
export interface QueuePlace {
  redisUrl: string;
  prefix: string;
}

/** A job as it waits in Redis: the task as V8 bytes (buffers, dates and maps survive), in base64. */
interface QueuedJob {
  owner: string;
  kind: JobKind;
  task: string;
}

const QUEUE = 'jobs';
/** Time limits a job may wait in the queue for a worker before its caller gives up. */
const QUEUE_WAIT_LIMITS = 2;
const pack = (value: unknown) => serialize(value).toString('base64');
const unpack = (text: string): unknown => deserialize(Buffer.from(text, 'base64'));
const cancelChannel = (place: QueuePlace) => `${place.prefix}:${QUEUE}:cancel`;

/** Where the queue's connection problems are told, once per outage. */
export type QueueLog = (message: string) => void;

// BullMQ's blocking reads must wait as long as they need: no per-request retry limit.
const connect = (place: QueuePlace) => new Redis(place.redisUrl, { maxRetriesPerRequest: null });

/** An error listener that tells the first error of an outage (BullMQ and ioredis retry on their own). */
function outageLog(log: QueueLog): (error: Error) => void {
  let last = '';
  return (error) => {
    if (error.message !== last) log(`Job queue: ${error.message}`);
    last = error.message;
  };
}

/**
 * Heavy jobs on a BullMQ queue in Redis, so that workers in other processes (queue-worker.ts) share
 * the work. The same interface and rules as the worker threads: owners take turns and have a cap in
 * this process (`inFlight` jobs of its callers are in the queue at once), the worker stops a job at
 * the time limit once it runs and a job no worker takes within two more is given up, a caller who
 * gives up has its waiting job removed and its running job cancelled in whichever process runs it,
 * a job's error comes back as the same error and its progress reaches `onProgress`. While Redis is away (its connection failed and is not back), new
 * jobs run on `local` (this process's threads).
 */
export function createQueuePool(
  place: QueuePlace,
  options: Omit<JobPoolOptions, 'slots'> & { inFlight: number },
  local: WorkerPool,
  log: QueueLog,
): WorkerPool {
  const connection = connect(place);
  const eventsConnection = connect(place);
  const queue = new Queue<QueuedJob, string>(QUEUE, { connection, prefix: place.prefix });
  const events = new QueueEvents(QUEUE, { connection: eventsConnection, prefix: place.prefix });
  const onError = outageLog(log);
  for (const client of [connection, eventsConnection]) client.on('error', onError);
  queue.on('error', onError);
  events.on('error', onError);
  // Down from a connection's failure until it is ready again (not while it first connects).
  let isDown = false;
  connection.on('error', () => {
    isDown = true;
  });
  connection.on('ready', () => {
    isDown = false;
  });
  const listening = events.waitUntilReady();
  const waiting = new Map<
    string,
    { resolve(value: unknown): void; reject(error: unknown): void; onProgress?: RunOptions['onProgress'] }
  >();
  const settle = (jobId: string) => {
    const job = waiting.get(jobId);
    waiting.delete(jobId);
    return job;
  };
  events.on('completed', ({ jobId, returnvalue }) => settle(jobId)?.resolve(unpack(String(returnvalue))));
  events.on('failed', ({ jobId, failedReason }) => settle(jobId)?.reject(readFailure(failedReason)));
  events.on('progress', ({ jobId, data }) => waiting.get(jobId)?.onProgress?.(data as JobProgress));

  const cancel = async (jobId: string) => {
    // A waiting job leaves the queue; a running one is locked, so its worker is asked to stop it.
    await queue.remove(jobId).catch(() => 0);
    await connection.publish(cancelChannel(place), jobId);
  };

  const jobs = createJobPool(
    async (task, signal) => {
      const { owner, kind, input, onProgress } = task as QueuedTask;
      await listening;
      signal.throwIfAborted();
      const jobId = randomUUID();
      return new Promise((resolve, reject) => {
        waiting.set(jobId, { resolve, reject, ...(onProgress ? { onProgress } : {}) });
        signal.addEventListener(
          'abort',
          () => {
            if (!settle(jobId)) return;
            reject(signal.reason);
            cancel(jobId).catch(() => undefined);
          },
          { once: true },
        );
        queue
          .add(
            kind,
            { owner, kind, task: pack(input) },
            { jobId, removeOnComplete: true, removeOnFail: true },
          )
          .catch((error: unknown) => settle(jobId)?.reject(error));
      });
    },
    // The worker stops a job at the time limit once it runs; here a job no worker takes is given up.
    { ...options, slots: options.inFlight, waitLimitMs: QUEUE_WAIT_LIMITS * options.timeLimitMs },
  );

  return {
    run: (owner, kind, input, { signal, ...rest } = {}) =>
      !isDown
        ? jobs.run(owner, { owner, kind, input, ...rest } satisfies QueuedTask, signal)
        : local.run(owner, kind, input, { signal, ...rest }),
    load: jobs.load,
    close: async () => {
      // BullMQ's close waits for a connection that Redis may never give: not while it is away.
      if (connection.status === 'ready') {
        await events.close();
        await queue.close();
      }
      for (const client of [connection, eventsConnection]) client.disconnect();
    },
  };
}

interface QueuedTask extends Omit<RunOptions, 'signal'> {
  owner: string;
  kind: JobKind;
  input: unknown;
}

/** A failed job's reason: our error as sent (see job-errors.ts), else BullMQ's own words (a stalled job). */
function readFailure(reason: string): Error {
  try {
    return receiveError(JSON.parse(reason) as SentError);
  } catch {
    return new Error(reason);
  }
}

/**
 * Takes jobs from the queue and runs them on `threads` (this process's worker threads, their time
 * limit stopping a job that runs too long), up to `concurrency` at once; a caller's cancellation
 * published by any process stops the job here. Runs in the server (unless told not to) and in
 * queue-worker.ts processes.
 */
export function consumeQueue(
  place: QueuePlace,
  threads: WorkerPool,
  concurrency: number,
  log: QueueLog,
): { close(): Promise<void> } {
  const connection = connect(place);
  const worker = new Worker<QueuedJob, string>(
    QUEUE,
    async (job: Job<QueuedJob, string>, _token, signal) => {
      const { owner, kind, task } = job.data;
      try {
        const output = await threads.run(owner, kind, unpack(task) as JobInput<typeof kind>, {
          signal,
          onProgress: (progress) => {
            job.updateProgress(progress).catch(() => undefined);
          },
        });
        return pack(output);
      } catch (error) {
        // Not retried: a job that failed once fails the same way again.
        throw new UnrecoverableError(JSON.stringify(sendError(error)));
      }
    },
    { connection, prefix: place.prefix, concurrency },
  );
  const onError = outageLog(log);
  const cancellations = connect(place);
  for (const client of [connection, cancellations]) client.on('error', onError);
  worker.on('error', onError);
  cancellations.subscribe(cancelChannel(place)).catch(() => undefined);
  cancellations.on('message', (_channel: string, jobId: string) => worker.cancelJob(jobId, 'cancelled'));
  return {
    close: async () => {
      // Running jobs end first; a cancellation meanwhile still reaches them.
      await worker.close();
      cancellations.disconnect();
      connection.disconnect();
    },
  };
}
