import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../../../api/liveSubscription.ts';

const LIVE_COLORS = { live: 'teal', connecting: 'gray', offline: 'gray' } as const;

/** The socket's state, discreetly: whether the blotter follows the requests' changes as they happen. */
export function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={LIVE_COLORS[state]} data-testid="desk-live" data-state={state} role="status">
      {t(`desk.live.${state}`)}
    </Badge>
  );
}
