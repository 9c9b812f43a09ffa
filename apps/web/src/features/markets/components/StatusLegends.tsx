import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format.ts';

/**
 * The spec's loaded-status legends (spec 02 §2): 'Saved:' when the choices were last saved, 'Synced:'
 * when the prices on screen were last fetched (or failed to be).
 */
export function StatusLegends({ savedAt, syncedAt }: { savedAt: number | null; syncedAt: number | null }) {
  const { t, i18n } = useTranslation();
  const time = (at: number | null) =>
    at ? formatDateTime(new Date(at), i18n.language) : t('markets.legend.never');
  return (
    <Group gap="md" data-testid="markets-legends">
      <Text size="xs" c="dimmed" data-testid="legend-saved">
        {t('markets.legend.saved', { time: time(savedAt) })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="legend-synced">
        {t('markets.legend.synced', { time: time(syncedAt) })}
      </Text>
    </Group>
  );
}
