import type { ValuationMeta } from '@cobertura/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import { SimulatedBadge } from '../../markets/components/SimulatedBadge.tsx';

/** The snapshot id is a SHA-256; its first 8 characters name it well enough to compare two runs. */
const SNAPSHOT_ID_CHARS = 8;

/** What a valuation was run on: its date, the prices' date and snapshot, a what-if or simulated mark. */
export function ValuationNote({ valuation }: { valuation: ValuationMeta }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Group gap="sm" wrap="wrap" data-testid="valuation-note">
      <Text size="sm" c="dimmed" data-testid="valued-on">
        {t('analytics.valuedOn', {
          date: formatDate(valuation.valuation_date, lang),
          pricesDate: formatDate(valuation.prices_date, lang),
        })}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" title={valuation.snapshot_id} data-testid="snapshot-id">
        {t('analytics.snapshot', { id: valuation.snapshot_id.slice(0, SNAPSHOT_ID_CHARS) })}
      </Text>
      {valuation.what_if && (
        <Badge color="grape" variant="light" size="sm">
          {t('analytics.whatIf')}
        </Badge>
      )}
      {valuation.simulated && <SimulatedBadge />}
    </Group>
  );
}
