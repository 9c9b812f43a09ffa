import { EXECUTION_WINDOWS, type ExecutionWindow } from '@cobertura/contracts';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { formatDate } from '../../../utils/format.ts';
import { useClientBooks } from '../hooks/useClientBooks.ts';
import { ClientBooksTable } from './ClientBooksTable.tsx';

/**
 * The desk's analytics (`/analyticsBeta`, issue 26): the served clients' books side by side for a
 * window, read only, the clients needing a call first.
 */
export function DeskAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const [executionWindow, setExecutionWindow] = useState<ExecutionWindow>('MONTH');
  const { books, clients } = useClientBooks(executionWindow);
  return (
    <Stack gap="md">
      <PageHeader title={t('deskAnalytics.title')} subtitle={t('deskAnalytics.subtitle')} />
      <Group gap="md" align="center">
        <Text size="sm" fw={500} id="desk-analytics-window-label">
          {t('deskAnalytics.window')}
        </Text>
        <SegmentedControl
          aria-labelledby="desk-analytics-window-label"
          data-testid="desk-analytics-window"
          value={executionWindow}
          onChange={(value) => setExecutionWindow(value as ExecutionWindow)}
          data={EXECUTION_WINDOWS.map((value) => ({ value, label: t(`deskAnalytics.windows.${value}`) }))}
        />
        {books.data && (
          <Text size="sm" c="dimmed" data-testid="desk-analytics-date">
            {t('deskAnalytics.valuedOn', { date: formatDate(books.data.valuation_date, i18n.language) })}
          </Text>
        )}
        {books.isFetching && books.data && <InlineLoader text={t('deskAnalytics.loading')} />}
      </Group>
      {books.isPending && <InlineLoader text={t('deskAnalytics.loading')} />}
      {books.isError && (
        <RetryNotice
          kind={books.data ? 'warning' : 'error'}
          text={t('deskAnalytics.failed')}
          retryText={t('common.retry')}
          onRetry={() => void books.refetch()}
          testId="desk-analytics-error"
        />
      )}
      {books.isSuccess && clients.length === 0 && (
        <Notice kind="info" testId="desk-analytics-empty">
          {t('deskAnalytics.empty')}
        </Notice>
      )}
      {clients.length > 0 && <ClientBooksTable clients={clients} />}
    </Stack>
  );
}
