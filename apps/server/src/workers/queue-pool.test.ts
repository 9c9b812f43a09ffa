import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FinanceError } from '@cobertura/finance';
import { type PortfolioValuationInput, valuePortfolio } from '@cobertura/finance/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The finance tests' made-up book: one row shape for both.
import { hedgeRow, market, VALUATION } from '../../../../packages/finance/src/test/portfolio-book.ts';
import { AppError } from '../errors.ts';
import { monteCarloAsian as asian } from '../test/pricing-cases.ts';
import type { JobProgress } from './job-kinds.ts';
import { createQueuePool } from './queue-pool.ts';
import { createWorkerPool, type WorkerPool } from './worker-pool.ts';

// CI names its Redis in TEST_REDIS_URL; a developer's machine runs one on the default port.
const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const keyPrefix = `test-${randomUUID()}:`;
const place = { redisUrl, prefix: `${keyPrefix}bull` };
const limits = { timeLimitMs: 20_000, perOwner: 4 };
const quiet = () => {};

/** A USDCOP book of `count` forwards and calls on the finance tests' market. */
function book(count: number, shock = 0.1): PortfolioValuationInput {
  return {
    valuationDate: VALUATION,
    area: 'currency',
    asset: 'USDCOP',
    market: market(),
    hedges: Array.from({ length: count }, (_, i) =>
      hedgeRow({
        pk: `h${i}`,
        derivative: i % 2 ? 'CALL' : 'FORWARD',
        notional: 1_000_000 + i,
        strike: 3900 + (i % 200),
        premium: i % 2 ? -25_000_000 : 0,
      }),
    ),
    exposures: [],
    program: null,
    budgetRate: 4100,
    interval: '1M',
    shock,
  };
}

describe('jobs on the Redis queue, run by a worker process', () => {
  let threads: WorkerPool;
  let queue: WorkerPool;
  let worker: ChildProcess;
  beforeAll(async () => {
    threads = createWorkerPool(limits);
    // No consumer in this process: only the worker process takes the jobs.
    queue = createQueuePool(place, { ...limits, inFlight: 4 }, threads, quiet);
    worker = spawn(
      process.execPath,
      ['--import', 'tsx', new URL('./queue-worker.ts', import.meta.url).pathname],
      {
        env: {
          ...process.env,
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: keyPrefix,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'queue-worker-')),
          JWT_SECRET: 'x'.repeat(32),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await once(worker.stdout!, 'data');
  });
  afterAll(async () => {
    worker?.kill('SIGTERM');
    await queue?.close();
    await threads?.close();
  });

  it('values a book to the same figures as this process, telling how far it got', async () => {
    const input = book(400);
    const progress: JobProgress[] = [];
    const valued = await queue.run('ana', 'valuePortfolio', [input], {
      onProgress: (step) => progress.push(step),
    });
    expect(valued).toEqual([valuePortfolio(input)]);
    expect(progress.length).toBeGreaterThan(0);
    for (const step of progress) expect(step.done).toBeLessThanOrEqual(step.total);
    expect(progress[0]!.total).toBe(400);
  });

  it("gives the caller the job's own error, class, code and message", async () => {
    const input = book(3, 0);
    const direct = (() => {
      try {
        valuePortfolio(input);
      } catch (error) {
        return error as FinanceError;
      }
    })();
    const error = await queue.run('ana', 'valuePortfolio', [input]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FinanceError);
    expect(error).toMatchObject({ code: direct!.code, message: direct!.message });
  });

  it('stops a running job in the worker process when its caller gives up, freeing its thread', async () => {
    // About 13 s of work if let run.
    const leaving = new AbortController();
    const slow = queue.run('ana', 'price', [{ ...asian, fixings: 1000, paths: 1_000_000 }], {
      signal: leaving.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    leaving.abort(new Error('gone'));
    await expect(slow).rejects.toThrow('gone');
    const started = Date.now();
    const [quick] = await queue.run('ben', 'price', [{ ...asian, fixings: 12, paths: 2_000, seed: 7 }]);
    expect(quick).toMatchObject({ price: expect.any(Number) });
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('stops a job at its time limit with TIME_LIMIT', async () => {
    const hurried = createQueuePool(place, { timeLimitMs: 1, perOwner: 4, inFlight: 4 }, threads, quiet);
    try {
      const error = await hurried.run('ana', 'valuePortfolio', [book(3_000)]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('TIME_LIMIT');
      expect(hurried.load).toEqual({ waiting: 0, running: 0 });
    } finally {
      await hurried.close();
    }
  });
});

describe('jobs while Redis is away', () => {
  it("run on this process's threads", async () => {
    const threads = createWorkerPool(limits);
    let toldGone: () => void = () => {};
    const gone = new Promise<void>((resolve) => {
      toldGone = resolve;
    });
    const queue = createQueuePool(
      { redisUrl: 'redis://127.0.0.1:1', prefix: 'gone:' },
      { ...limits, inFlight: 4 },
      threads,
      () => toldGone(),
    );
    try {
      await gone;
      const input = book(10);
      expect(await queue.run('ana', 'valuePortfolio', [input])).toEqual([valuePortfolio(input)]);
    } finally {
      await queue.close();
      await threads.close();
    }
  });
});
