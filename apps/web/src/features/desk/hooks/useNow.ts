import { useSyncExternalStore } from 'react';

/** Countdowns move once a second. */
export const TICK_MS = 1000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

/**
 * One clock for every countdown on screen: a single interval however many cells read it, started
 * by the first and stopped with the last, so a thousand rows do not start a thousand timers.
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => now;

/** This browser's time now (epoch milliseconds), read again every second while shown. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
