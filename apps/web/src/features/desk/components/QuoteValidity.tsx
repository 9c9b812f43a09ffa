import { serverNow } from '../../../api/serverClock.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { useNow } from '../hooks/useNow.ts';
import { durationText, secondsUntil } from '../utils/timeLeft.ts';

/** How long a bank still holds its price, ticking each second on the server's clock; red once lapsed. */
export function QuoteValidity({ validUntil, lang }: { validUntil: string; lang: string }) {
  useNow();
  const seconds = secondsUntil(validUntil, serverNow());
  const isLapsed = seconds <= 0;
  return (
    <span
      title={formatDateTime(validUntil, lang)}
      data-testid="quote-countdown"
      data-lapsed={isLapsed}
      style={isLapsed ? { color: 'var(--mantine-color-red-text)' } : undefined}
    >
      {durationText(Math.max(seconds, 0))}
    </span>
  );
}
