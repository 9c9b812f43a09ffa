import type { Config } from '../config/config.ts';
import { consumeQueue, createQueuePool, type QueueLog, type QueuePlace } from './queue-pool.ts';
import { createWorkerPool, THREAD_SLOTS, type WorkerPool } from './worker-pool.ts';

/** The queue's place in the configured Redis: its keys under the deployment's prefix. */
export const queuePlace = (config: Config & { redisUrl: string }): QueuePlace => ({
  redisUrl: config.redisUrl,
  prefix: `${config.redisKeyPrefix}bull`,
});

/**
 * Where this process runs heavy jobs (services.jobs): its worker threads, or with REDIS_URL the
 * queue in Redis, which this process also consumes on its threads unless JOB_QUEUE_CONSUME=false.
 */
export function startJobs(config: Config, log: QueueLog): WorkerPool {
  const limits = { timeLimitMs: config.jobTimeLimitMs, perOwner: config.jobsPerUser };
  const threads = createWorkerPool(limits);
  const { redisUrl } = config;
  if (!redisUrl) return threads;
  const place = queuePlace({ ...config, redisUrl });
  const queue = createQueuePool(place, { ...limits, inFlight: config.jobQueueInFlight }, threads, log);
  const consumer = config.jobQueueConsume ? startQueueConsumer(config, place, log) : undefined;
  return {
    run: queue.run,
    load: queue.load,
    close: async () => {
      await consumer?.close();
      await queue.close();
      await threads.close();
    },
  };
}

/**
 * Takes queued jobs onto this process's threads. Owners' turns and caps were applied where the jobs
 * were queued; here every job taken runs (the time limit still stops it).
 */
export function startQueueConsumer(
  config: Config,
  place: QueuePlace,
  log: QueueLog,
): { close(): Promise<void> } {
  const threads = createWorkerPool({
    timeLimitMs: config.jobTimeLimitMs,
    perOwner: Number.POSITIVE_INFINITY,
  });
  const consumer = consumeQueue(place, threads, THREAD_SLOTS, log);
  return {
    close: async () => {
      await consumer.close();
      await threads.close();
    },
  };
}
