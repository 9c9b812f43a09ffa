import type { HedgeRequest } from '@cobertura/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../api/serverClock.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { isOpen, timeLeft } from '../utils/requestState.ts';

/**
 * When the desk's window for the request ends and, while the desk works on it, how long is left
 * (or how late it is), on the server's clock. A draft has no window yet.
 */
export function WindowLeft({ request }: { request: Pick<HedgeRequest, 'state' | 'window_ends'> }) {
  const { t, i18n } = useTranslation();
  if (request.state === 'draft') return <Text size="sm">{t('hedge.left.notSent')}</Text>;
  const left = timeLeft(request.window_ends, serverNow());
  const span =
    left.days > 0
      ? t('hedge.left.days', { days: left.days, hours: left.hours })
      : t('hedge.left.hours', { hours: left.hours, minutes: left.minutes });
  return (
    <Text size="sm" data-testid="hedge-request-window">
      {formatDateTime(request.window_ends, i18n.language)}
      {isOpen(request.state) && (
        <Text
          span
          size="xs"
          c={left.isLate ? 'red' : 'dimmed'}
          display="block"
          data-testid="hedge-request-left"
        >
          {left.isLate ? t('hedge.left.late', { span }) : t('hedge.left.left', { span })}
        </Text>
      )}
    </Text>
  );
}
