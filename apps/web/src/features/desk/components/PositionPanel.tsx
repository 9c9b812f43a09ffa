import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { deskApi } from '../api/deskApi.ts';
import { deskQueries } from '../api/deskQueries.ts';
import { useDownload } from '../hooks/useDownload.ts';
import { POSITION_DIMENSIONS } from '../utils/positionGroups.ts';
import { CreditUsage } from './CreditUsage.tsx';
import { ExceptionsList } from './ExceptionsList.tsx';
import { PositionTotals } from './PositionTotals.tsx';
import { StateCounts } from './StateCounts.tsx';

/** The desk's book of requests: counts by state, amounts by client, asset, bank and tenor, credit use, exceptions. */
export function PositionPanel({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const position = useQuery(deskQueries.position());
  const xlsx = useDownload(t('desk.position.xlsxFailed'));
  const data = position.data;
  return (
    <Stack gap="md" data-testid="position">
      <Group justify="space-between">
        {data ? <StateCounts states={data.states} /> : <span />}
        <Button
          variant="light"
          loading={xlsx.isBusy}
          onClick={() =>
            xlsx.download(() => deskApi.blotterXlsx(lang), `${t('desk.position.xlsxFile')}.xlsx`)
          }
          data-testid="blotter-xlsx"
        >
          {t('desk.position.xlsx')}
        </Button>
      </Group>
      {position.isPending && <InlineLoader text={t('desk.position.loading')} />}
      {position.isError && (
        <RetryNotice
          kind="error"
          text={t('desk.position.failed')}
          retryText={t('common.retry')}
          onRetry={() => void position.refetch()}
          testId="position-failed"
        />
      )}
      {data && (
        <>
          <Title order={4}>{t('desk.position.exceptions')}</Title>
          <ExceptionsList exceptions={data.exceptions} onOpen={onOpen} />
          <Title order={4}>{t('desk.position.amounts', { currency: data.currency })}</Title>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {POSITION_DIMENSIONS.map((dimension) => (
              <PositionTotals key={dimension} rows={data.rows} dimension={dimension} />
            ))}
          </SimpleGrid>
          <Title order={4}>{t('desk.position.usage')}</Title>
          <CreditUsage limits={data.limits} />
        </>
      )}
    </Stack>
  );
}
