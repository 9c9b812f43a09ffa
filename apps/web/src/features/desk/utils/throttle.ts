/**
 * Runs `run` at most once per `intervalMs`: at once when the last run is that old, otherwise once
 * at the end of the interval however many calls came meanwhile (none is lost, all are joined).
 * `cancel` drops a pending run.
 */
export function createThrottle(run: () => void, intervalMs: number, now: () => number = Date.now) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    lastRun = now();
    run();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
