import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../../../api/liveSubscription.ts';

const COLORS: Record<LiveState, string> = { live: 'green', connecting: 'gray', offline: 'orange' };

/** Whether the requests' states move by themselves (the live subscription) or need a reload. */
export function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(`hedge.live.${state}Hint`)} multiline w={280}>
      <Badge
        color={COLORS[state]}
        variant="light"
        w="fit-content"
        data-testid="hedge-live"
        data-state={state}
      >
        {t(`hedge.live.${state}`)}
      </Badge>
    </Tooltip>
  );
}
