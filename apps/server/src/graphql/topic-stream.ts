import type { Message, MQEmitter } from 'mqemitter';

/**
 * The messages published on `topic` that `keep` accepts, as an async iterator for a subscription
 * field. A subscriber that reads more slowly than messages arrive is not buffered without end:
 * past `maxQueued` waiting messages, `onOverflow` is called (the socket is closed) and the stream
 * ends. Ending the stream removes its listener.
 */
export function topicStream<T>(
  emitter: MQEmitter,
  topic: string,
  options: { maxQueued: number; onOverflow: () => void; keep?: (message: T) => boolean },
): AsyncIterableIterator<T> {
  const queued: T[] = [];
  let waiting: ((step: IteratorResult<T>) => void) | undefined;
  let ended = false;

  const end = (): IteratorResult<T> => {
    if (!ended) {
      ended = true;
      emitter.removeListener(topic, listener);
      queued.length = 0;
      waiting?.({ done: true, value: undefined });
      waiting = undefined;
    }
    return { done: true, value: undefined };
  };

  function listener(message: Message, done: () => void) {
    done();
    const payload = message.payload as T;
    if (ended || (options.keep && !options.keep(payload))) return;
    if (waiting) {
      const deliver = waiting;
      waiting = undefined;
      deliver({ done: false, value: payload });
    } else if (queued.length >= options.maxQueued) {
      end();
      options.onOverflow();
    } else {
      queued.push(payload);
    }
  }
  emitter.on(topic, listener);

  return {
    next() {
      if (queued.length) return Promise.resolve({ done: false, value: queued.shift() as T });
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: async () => end(),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
