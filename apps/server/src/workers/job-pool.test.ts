import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createJobPool, type TaskRunner } from './job-pool.ts';

/** A runner whose tasks finish when the test says so, and stop when their signal aborts. */
function controlledRunner() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const runner: TaskRunner = (task, signal) =>
    new Promise((resolve, reject) => {
      const name = String(task);
      started.push(name);
      finishers.set(name, () => resolve(name));
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { runner, started, finish };
}

const options = { slots: 1, timeLimitMs: 60_000, perOwner: 4 };

describe('the job pool', () => {
  it('serves owners in turn, so a long queue of one does not starve another', async () => {
    const { runner, started, finish } = controlledRunner();
    const pool = createJobPool(runner, options);
    const done = [
      pool.run('ana', 'ana-1'),
      pool.run('ana', 'ana-2'),
      pool.run('ana', 'ana-3'),
      pool.run('ben', 'ben-1'),
    ];
    for (const name of ['ana-1', 'ben-1', 'ana-2', 'ana-3']) {
      expect(started.at(-1)).toBe(name);
      await finish(name);
    }
    expect(await Promise.all(done)).toEqual(['ana-1', 'ana-2', 'ana-3', 'ben-1']);
    expect(pool.load).toEqual({ waiting: 0, running: 0 });
  });

  it('keeps a spare slot for an owner with nothing running, never for the one holding the slots', async () => {
    const { runner, started, finish } = controlledRunner();
    const pool = createJobPool(runner, { ...options, spare: 1 });
    const done = [pool.run('ana', 'ana-1'), pool.run('ana', 'ana-2'), pool.run('ben', 'ben-1')];
    // Ben's job starts beside Ana's first one; her second waits for a slot.
    expect(started).toEqual(['ana-1', 'ben-1']);
    await finish('ben-1');
    expect(started).toEqual(['ana-1', 'ben-1']);
    const late = pool.run('cleo', 'cleo-1');
    expect(started.at(-1)).toBe('cleo-1');
    await finish('ana-1');
    expect(started.at(-1)).toBe('ana-2');
    for (const name of ['cleo-1', 'ana-2']) await finish(name);
    expect(await Promise.all([...done, late])).toEqual(['ana-1', 'ana-2', 'ben-1', 'cleo-1']);
    expect(pool.load).toEqual({ waiting: 0, running: 0 });
  });

  it('tells an owner with too many jobs to wait, and takes the next once one ends', async () => {
    const { runner, finish } = controlledRunner();
    const pool = createJobPool(runner, { ...options, perOwner: 2 });
    const first = pool.run('ana', 'a');
    const second = pool.run('ana', 'b');
    await expect(pool.run('ana', 'c')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(Promise.race([pool.run('ben', 'x'), Promise.resolve('queued')])).resolves.toBe('queued');
    await finish('a');
    await first;
    expect(pool.run('ana', 'd')).toBeInstanceOf(Promise);
    await finish('x');
    await finish('b');
    await second;
  });

  it('stops a job at its time limit with TIME_LIMIT and frees the slot', async () => {
    const { runner, started, finish } = controlledRunner();
    const pool = createJobPool(runner, { ...options, timeLimitMs: 30 });
    const slow = pool.run('ana', 'slow');
    const next = pool.run('ben', 'next');
    const error = await slow.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('TIME_LIMIT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['slow', 'next']);
    await finish('next');
    expect(await next).toBe('next');
  });

  it('drops a waiting job and stops a running one when the caller gives up', async () => {
    const { runner, started } = controlledRunner();
    const pool = createJobPool(runner, options);
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.run('ana', 'first', running.signal);
    const second = pool.run('ben', 'second', waiting.signal);
    waiting.abort(new Error('gone while waiting'));
    await expect(second).rejects.toThrow('gone while waiting');
    expect(pool.load).toEqual({ waiting: 0, running: 1 });
    running.abort(new Error('gone while running'));
    await expect(first).rejects.toThrow('gone while running');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['first']);
    expect(pool.load).toEqual({ waiting: 0, running: 0 });
  });
});
