// A valuation worker as its own process: takes heavy jobs from the Redis queue (REDIS_URL) that
// the servers fill, and runs them on its worker threads. Start as many as the machines allow.
import { loadConfig } from '../config/config.ts';
import { queuePlace, startQueueConsumer } from './jobs.ts';
import { THREAD_SLOTS } from './worker-pool.ts';

const config = loadConfig();
if (!config.redisUrl) {
  console.error('REDIS_URL is not set: there is no queue to take jobs from.');
  process.exit(1);
}
const place = queuePlace({ ...config, redisUrl: config.redisUrl });
const consumer = startQueueConsumer(config, place, console.warn);
console.log(`Taking jobs from ${place.prefix} on ${THREAD_SLOTS} threads.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Running jobs finish (or reach their time limit) before the process ends.
    consumer.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
