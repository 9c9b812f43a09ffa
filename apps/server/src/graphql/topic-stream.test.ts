import mqemitter from 'mqemitter';
import { describe, expect, it } from 'vitest';
import { topicStream } from './topic-stream.ts';

const publish = (emitter: ReturnType<typeof mqemitter>, payload: number) =>
  new Promise<void>((resolve) => emitter.emit({ topic: 'T', payload }, () => resolve()));

describe('a subscription stream', () => {
  it('delivers what its filter keeps, in order', async () => {
    const emitter = mqemitter();
    const stream = topicStream<number>(emitter, 'T', {
      maxQueued: 10,
      onOverflow: () => {},
      keep: (n) => n % 2 === 0,
    });
    for (const n of [1, 2, 3, 4]) await publish(emitter, n);
    expect(await stream.next()).toEqual({ done: false, value: 2 });
    expect(await stream.next()).toEqual({ done: false, value: 4 });
    const waiting = stream.next();
    await publish(emitter, 6);
    expect(await waiting).toEqual({ done: false, value: 6 });
    await stream.return?.();
    await publish(emitter, 8);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('drops a reader that falls behind instead of buffering without end', async () => {
    const emitter = mqemitter();
    let overflowed = 0;
    const stream = topicStream<number>(emitter, 'T', { maxQueued: 3, onOverflow: () => overflowed++ });
    for (const n of [1, 2, 3, 4, 5]) await publish(emitter, n);
    expect(overflowed).toBe(1);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    // Its listener is gone: what is published later goes nowhere.
    await publish(emitter, 6);
    expect(overflowed).toBe(1);
  });
});
