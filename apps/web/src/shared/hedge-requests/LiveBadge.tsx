import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../../api/liveSubscription.ts';

const COLORS: Record<LiveState, string> = { live: 'green', connecting: 'gray', offline: 'orange' };

/** Whether the requests on screen move by themselves (the live subscription) or need a reload. */
export function LiveBadge({ state, testId }: { state: LiveState; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(`requests.live.${state}Hint`)} multiline w={280}>
      <Badge color={COLORS[state]} variant="light" w="fit-content" data-testid={testId} data-state={state}>
        {t(`requests.live.${state}`)}
      </Badge>
    </Tooltip>
  );
}
