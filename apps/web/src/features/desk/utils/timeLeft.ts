/**
 * What is left of a window counted by the server at the time of its answer: the server's
 * `window_left_seconds` less the seconds since it was fetched (both ends on this browser's clock, so
 * its offset from the server's does not matter). Negative: late.
 */
export function secondsLeft(leftAtFetch: number, fetchedAtMs: number, nowMs: number): number {
  return leftAtFetch - Math.max(0, nowMs - fetchedAtMs) / 1000;
}

/** Seconds until an instant (ISO 8601) on the given clock. Negative: past. */
export function secondsUntil(instant: string, nowMs: number): number {
  return (Date.parse(instant) - nowMs) / 1000;
}

const DAY = 86_400;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown in whole seconds: "04:05:06", with days in front past one ("2d 03:04:05"), and a
 * minus sign when it is late ("−00:00:12"). Rounded toward zero's far side, so a window shows late
 * from its first second past the end.
 */
export function durationText(seconds: number): string {
  const isLate = seconds < 0;
  const whole = isLate ? Math.ceil(-seconds) : Math.floor(seconds);
  const days = Math.floor(whole / DAY);
  const rest = whole % DAY;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return `${isLate ? '−' : ''}${days > 0 ? `${days}d ` : ''}${clock}`;
}
