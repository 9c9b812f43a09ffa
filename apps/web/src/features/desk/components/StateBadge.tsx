import type { RequestState } from '@cobertura/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<RequestState, string> = {
  draft: 'gray',
  submitted: 'blue',
  quoting: 'cyan',
  awaiting_approval: 'orange',
  executed: 'green',
  rejected: 'red',
  expired: 'gray',
  cancelled: 'gray',
};

/**
 * A request's state; an execution short of the amount says "executed in part". Compact (the
 * blotter's, under the reference in a narrow column): smaller and in sentence case, so the longest
 * states ("Awaiting approval", "Ejecutada en parte") fit whole.
 */
export function StateBadge({
  state,
  isPartial = false,
  isCompact = false,
}: {
  state: RequestState;
  isPartial?: boolean;
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATE_COLORS[state]}
      variant="light"
      size={isCompact ? 'xs' : 'sm'}
      tt={isCompact ? 'none' : undefined}
      data-testid="state-badge"
      data-state={state}
    >
      {isPartial && state === 'executed' ? t('desk.states.partial') : t(`desk.states.${state}`)}
    </Badge>
  );
}
