import { Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { formatInteger } from '../../../utils/format.ts';
import { deskQueries } from '../api/deskQueries.ts';
import { useDeskMe } from '../hooks/useDeskMe.ts';
import { assetChoices, blotterQuery, type BlotterFilters as Filters } from '../utils/blotterFilters.ts';
import { BlotterFilters } from './BlotterFilters.tsx';
import { BlotterTable } from './BlotterTable.tsx';

/** The blotter with its filters: the requests of the companies the desk member serves. */
export function BlotterPanel({
  initialFilters,
  selectedId,
  onSelect,
}: {
  initialFilters: Filters;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { companies } = useDeskMe();
  const [filters, setFilters] = useState(initialFilters);
  // The rows shown stay while other filters are read: the desk never stares at an empty table.
  const blotter = useQuery({
    ...deskQueries.blotter(blotterQuery(filters)),
    placeholderData: keepPreviousData,
  });
  const rows = blotter.data?.rows ?? [];
  const assets = useMemo(() => assetChoices(rows, filters.asset), [rows, filters.asset]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <BlotterFilters filters={filters} onChange={setFilters} companies={companies} assets={assets} />
        {blotter.isSuccess && (
          <Text size="sm" c="dimmed" data-testid="blotter-count">
            {t('desk.blotter.count', {
              count: rows.length,
              formatted: formatInteger(rows.length, i18n.language),
            })}
          </Text>
        )}
      </Group>
      {blotter.data?.truncated && (
        <Notice kind="warning" testId="blotter-truncated">
          {t('desk.blotter.truncated')}
        </Notice>
      )}
      {blotter.isPending && <InlineLoader text={t('desk.blotter.loading')} />}
      {blotter.isError && (
        <RetryNotice
          kind={blotter.data ? 'warning' : 'error'}
          text={t('desk.blotter.failed')}
          retryText={t('common.retry')}
          onRetry={() => void blotter.refetch()}
          testId="blotter-error"
        />
      )}
      {blotter.data && (
        <BlotterTable
          rows={rows}
          fetchedAt={blotter.dataUpdatedAt}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      )}
      {blotter.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="blotter-empty">
          {t('desk.blotter.empty')}
        </Text>
      )}
    </Stack>
  );
}
