import type { HedgeRequest } from '@cobertura/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BADGE_COLORS, badgeKind } from '../utils/requestState.ts';

/** A request's state in a word: draft, submitted, quoting, … and "executed in part" when the fills fell short. */
export function RequestStateBadge({
  request,
}: {
  request: Pick<HedgeRequest, 'state' | 'filled' | 'amount'>;
}) {
  const { t } = useTranslation();
  const kind = badgeKind(request);
  return (
    <Badge color={BADGE_COLORS[kind]} variant="light" data-testid="hedge-request-state" data-state={kind}>
      {t(`hedge.states.${kind}`)}
    </Badge>
  );
}
