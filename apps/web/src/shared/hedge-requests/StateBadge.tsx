import type { RequestState } from '@cobertura/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a request's badge says: its state, and "executed in part" when the fills fell short. */
export type StateBadgeKind = RequestState | 'executed_part';

/** Each badge's Mantine colour: open states cool, done green, refused red, lapsed grey or orange. */
const BADGE_COLORS: Readonly<Record<StateBadgeKind, string>> = {
  draft: 'gray',
  submitted: 'blue',
  quoting: 'cyan',
  awaiting_approval: 'yellow',
  executed: 'green',
  executed_part: 'lime',
  rejected: 'red',
  expired: 'orange',
  cancelled: 'dark',
};

/**
 * A hedge request's state in a word, the same on the treasurer's and the desk's screens; an execution
 * short of the amount (`isPartial`) says "executed in part". Compact (the blotter's, under the
 * reference in a narrow column): smaller and in sentence case, so the longest states fit whole.
 */
export function StateBadge({
  state,
  isPartial = false,
  isCompact = false,
  testId,
}: {
  state: RequestState;
  isPartial?: boolean;
  isCompact?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const kind: StateBadgeKind = state === 'executed' && isPartial ? 'executed_part' : state;
  return (
    <Badge
      color={BADGE_COLORS[kind]}
      variant="light"
      size={isCompact ? 'xs' : 'sm'}
      tt={isCompact ? 'none' : undefined}
      data-testid={testId}
      data-state={kind}
    >
      {t(`requests.states.${kind}`)}
    </Badge>
  );
}
