import type { ValuationMeta } from '@cobertura/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDate } from '../../../utils/format.ts';
import { saveFile } from '../../data/utils/saveFile.ts';
import { SimulatedBadge } from '../../markets/components/SimulatedBadge.tsx';
import { analyticsApi } from '../api/analyticsApi.ts';

/** The snapshot id is a SHA-256; its first 8 characters name it well enough to compare two runs. */
const SNAPSHOT_ID_CHARS = 8;

/**
 * What a valuation was run on: its date, the prices' date and snapshot, a what-if or simulated mark;
 * and the export of its period tables, computed again from the kept valuation.
 */
export function ValuationNote({ valuation }: { valuation: ValuationMeta }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sheetLanguage = useLanguage();
  const [isExporting, setExporting] = useState(false);
  const exportTable = async () => {
    setExporting(true);
    try {
      const blob = await analyticsApi.periodTable(valuation.id, sheetLanguage);
      saveFile(blob, `${t('analytics.export.file')}_${valuation.valuation_date}.xlsx`);
    } catch {
      notifications.show({ color: 'red', message: t('analytics.export.failed') });
    } finally {
      setExporting(false);
    }
  };
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
      <Button
        variant="default"
        size="xs"
        ml="auto"
        loading={isExporting}
        onClick={() => void exportTable()}
        data-testid="analytics-export"
      >
        {t('analytics.export.button')}
      </Button>
    </Group>
  );
}
