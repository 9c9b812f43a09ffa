import type { PriceSource } from '@cobertura/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimulatedBadge } from './SimulatedBadge.tsx';

/** The parts of a price the note needs. */
interface SourcedRow {
  observation_date: string;
  source: PriceSource;
  simulated: boolean;
}

/**
 * Where the prices shown come from: real data names its sources; simulated data is marked, from
 * the first simulated day when the series turns simulated after its real history.
 */
export function DataSourceNote({ rows, name }: { rows: readonly SourcedRow[]; name?: string }) {
  const { t } = useTranslation();
  const realSources = [...new Set(rows.filter((row) => !row.simulated).map((row) => row.source))];
  const firstSimulated = rows.find((row) => row.simulated);
  if (rows.length === 0) return null;
  return (
    <Group gap="xs" data-testid="data-source">
      {name && (
        <Text size="xs" fw={600}>
          {name}
        </Text>
      )}
      {realSources.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('markets.data.source', {
            source: realSources.map((source) => t(`markets.data.sources.${source}`)).join(', '),
          })}
        </Text>
      )}
      {firstSimulated && (
        <SimulatedBadge from={realSources.length > 0 ? firstSimulated.observation_date : null} />
      )}
    </Group>
  );
}
