import { REQUEST_STATES } from '@cobertura/contracts';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../shared/hedge-requests/index.ts';
import { formatInteger } from '../../../utils/format.ts';
import type { DeskPosition } from '../api/deskApi.ts';

/** How many requests are in each state. */
export function StateCounts({ states }: { states: DeskPosition['states'] }) {
  const { i18n } = useTranslation();
  return (
    <Group gap="xs" data-testid="position-states">
      {REQUEST_STATES.filter((state) => state !== 'draft').map((state) => (
        <Group key={state} gap={4} data-testid="state-count" data-state={state}>
          <StateBadge state={state} testId="state-badge" />
          <strong>{formatInteger(states[state] ?? 0, i18n.language)}</strong>
        </Group>
      ))}
    </Group>
  );
}
