import { useEffect, useState } from 'react';

/** Progress messages rotate every 2 s while signing in (spec 01 §2, §9). */
export const ROTATION_MS = 2000;

/** The message to show now: the first when `active` starts, the next every `intervalMs`. */
export function useRotatingMessage<T>(
  messages: readonly T[],
  active: boolean,
  intervalMs = ROTATION_MS,
): T | null {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return;
    setIndex(0);
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, messages.length]);
  return active && messages.length > 0 ? (messages[index % messages.length] ?? null) : null;
}
