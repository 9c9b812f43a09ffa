import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Cache, connectRedis, memoryCache, redisCache } from './cache/cache.ts';
import type { Config } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { leaveForAfterAnswer } from './http/after-answer.ts';
import { createMailer } from './mail/mailer.ts';
import { forgetAllSeries } from './modules/markets/market-cache.ts';
import type { Ports } from './ports.ts';
import { seedDatabase } from './seed/seed.ts';
import type { Services } from './services.ts';
import { startJobs } from './workers/jobs.ts';

/** Work left for after an answer starts within this many milliseconds of it. */
const AFTER_ANSWER_SPREAD_MS = 500;

export interface Platform {
  app: FastifyInstance;
  services: Services;
  /** What the modules were handed: the stored market and book, the live price feed. */
  ports: Ports;
  close(): Promise<void>;
}

/** Opens the database (migrating it), the cache and the mailer, seeds an empty database, builds the app. */
export async function createPlatform(
  config: Config,
  options: { logger?: boolean; now?: () => Date } = {},
): Promise<Platform> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  const log = {
    info: (message: string) => app?.log.info(message),
    warn: (message: string) => app?.log.warn(message),
    error: (message: unknown) => app?.log.error(message),
  };
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix, log.warn) : undefined;
  const cache: Cache = redis ? redisCache(redis) : memoryCache();
  const now = options.now ?? (() => new Date());
  const running = new Set<Promise<void>>();
  const afterAnswer = (work: () => Promise<void>) =>
    leaveForAfterAnswer(() => {
      // Started at a random moment of the next half second: on a single database connection the
      // work slows whichever request comes next, which must not tell what the last one found.
      const task: Promise<void> = new Promise((resolve) =>
        setTimeout(resolve, randomInt(AFTER_ANSWER_SPREAD_MS)),
      )
        .then(work)
        .catch((error: unknown) => log.error(error))
        .finally(() => running.delete(task));
      running.add(task);
    });
  const jobs = startJobs(config, log.warn);
  try {
    const services: Services = {
      config,
      db: database.db,
      dbKind: database.kind,
      cache,
      mailer: createMailer({
        db: database.db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: log.info,
        now,
      }),
      jobs,
      log,
      now,
      afterAnswer,
    };
    await seedDatabase(database.db, {
      demo: config.seedDemo,
      now: now(),
      marketHistoryFrom: config.marketHistoryFrom,
    });
    // The seed extends the simulated prices to today: a shared cache may hold series an earlier
    // process cached before those days. Forgotten before the app is ready, which reads them again.
    await forgetAllSeries(cache);
    const { app: built, ports } = await buildApp(services, { logger: options.logger, redis });
    app = built;
    return {
      app: built,
      services,
      ports,
      close: async () => {
        await built.close();
        await Promise.all(running);
        await services.jobs.close();
        await cache.close();
        await database.close();
      },
    };
  } catch (error) {
    await jobs.close();
    await cache.close();
    await database.close();
    throw error;
  }
}
