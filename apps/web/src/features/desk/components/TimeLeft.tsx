import { useNow } from '../hooks/useNow.ts';
import { durationText, secondsLeft } from '../utils/timeLeft.ts';

const LATE_STYLE = { color: 'var(--mantine-color-red-text)', fontWeight: 600 } as const;

/**
 * What is left of a request's window, ticking each second from the server's count at the fetch;
 * late windows show a minus, in red.
 */
export function TimeLeft({ leftAtFetch, fetchedAt }: { leftAtFetch: number; fetchedAt: number }) {
  const now = useNow();
  const seconds = secondsLeft(leftAtFetch, fetchedAt, Math.max(now, fetchedAt));
  const isLate = seconds < 0;
  return (
    <span data-testid="time-left" data-late={isLate} style={isLate ? LATE_STYLE : undefined}>
      {durationText(seconds)}
    </span>
  );
}
