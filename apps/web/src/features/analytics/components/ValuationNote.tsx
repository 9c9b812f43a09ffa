import type { ValuationGroup, ValuationMeta } from '@cobertura/contracts';
import { Badge, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDate } from '../../../utils/format.ts';
import { saveFile } from '../../../utils/saveFile.ts';
import { SimulatedBadge } from '../../markets/index.ts';
import { analyticsApi } from '../api/analyticsApi.ts';

/** Where a valuation's prices came from, as the note says it. */
function pricesSource(valuation: ValuationMeta): 'whatIf' | 'simulated' | 'stored' {
  if (valuation.what_if) return 'whatIf';
  return valuation.simulated ? 'simulated' : 'stored';
}

/** A file fetched and saved on a click, its button busy meanwhile and a notice when it fails. */
function useDownload(fetchFile: () => Promise<Blob>, filename: string, failed: string) {
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile(), filename);
    } catch {
      notifications.show({ color: 'red', message: failed });
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, download: () => void download() };
}

/**
 * What a valuation was run on: its date, the prices' date and where they came from, a what-if or
 * simulated mark, and behind "Details" the hashes an auditor quotes (the snapshot, the book); the export of its period tables and the printable report of the group shown, computed again from
 * the kept valuation.
 */
export function ValuationNote({
  valuation,
  group,
}: {
  valuation: ValuationMeta;
  group?: Pick<ValuationGroup, 'portfolio_id' | 'portfolio_name' | 'asset'> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sheetLanguage = useLanguage();
  const table = useDownload(
    () => analyticsApi.periodTable(valuation.id, sheetLanguage),
    `${t('analytics.export.file')}_${valuation.valuation_date}.xlsx`,
    t('analytics.export.failed'),
  );
  const report = useDownload(
    () => analyticsApi.report(valuation.id, sheetLanguage, group?.portfolio_id ?? 0, group?.asset ?? ''),
    `${t('analytics.report.file')}_${group?.portfolio_name ?? ''}_${group?.asset ?? ''}_${valuation.valuation_date}.pdf`,
    t('analytics.report.failed'),
  );
  return (
    <Group gap="sm" wrap="wrap" data-testid="valuation-note">
      <Text size="sm" c="dimmed" data-testid="valued-on">
        {t('analytics.valuedOn', {
          date: formatDate(valuation.valuation_date, lang),
          pricesDate: formatDate(valuation.prices_date, lang),
          source: t(`analytics.pricesSource.${pricesSource(valuation)}`),
        })}
      </Text>
      <Popover width={420} position="bottom-start" withArrow shadow="md">
        <Popover.Target>
          <Button variant="subtle" size="compact-xs" data-testid="valuation-details">
            {t('analytics.details.button')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="valuation-details-card">
          <Stack gap={6}>
            <Text size="xs">{t('analytics.details.intro')}</Text>
            {(
              [
                ['snapshot', valuation.snapshot_id],
                ['book', valuation.book_version],
                ['valuation', valuation.id],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`analytics.details.${key}`)}
                </Text>
                <Text
                  size="xs"
                  ff="monospace"
                  style={{ wordBreak: 'break-all' }}
                  data-testid={`details-${key}`}
                >
                  {value}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {valuation.what_if && (
        <Badge color="grape" variant="light" size="sm">
          {t('analytics.whatIf')}
        </Badge>
      )}
      {valuation.simulated && <SimulatedBadge />}
      <Group gap="xs" ml="auto">
        <Button
          variant="default"
          size="xs"
          loading={table.isBusy}
          onClick={table.download}
          data-testid="analytics-export"
        >
          {t('analytics.export.button')}
        </Button>
        {group && (
          <Tooltip label={t('analytics.report.title')}>
            <Button
              variant="default"
              size="xs"
              loading={report.isBusy}
              onClick={report.download}
              data-testid="analytics-report"
            >
              {t('analytics.report.button')}
            </Button>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
