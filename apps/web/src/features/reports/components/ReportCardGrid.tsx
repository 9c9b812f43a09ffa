import type { ReportCard, ReportsPage } from '@cobertura/contracts';
import { Alert, Group, Loader, Pagination, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page of a report list: its failure or emptiness said, a loader while it comes, the cards drawn
 * by `card`, and the pager under them.
 */
export function ReportCardGrid({
  reports,
  pageSize,
  page,
  onPage,
  cols,
  card,
}: {
  reports: UseQueryResult<ReportsPage>;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  cols: SimpleGridProps['cols'];
  card: (report: ReportCard) => ReactNode;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil((reports.data?.total ?? 0) / pageSize));
  return (
    <>
      {reports.isError && <Alert color="red">{t('reports.loadFailed')}</Alert>}
      {reports.isPending ? (
        <Loader />
      ) : reports.data?.items.length === 0 ? (
        <Text>{t('reports.empty')}</Text>
      ) : (
        <SimpleGrid cols={cols} spacing="md">
          {reports.data?.items.map(card)}
        </SimpleGrid>
      )}
      <Group justify="center">
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          // The arrows draw no text: each says where it goes.
          getControlProps={(control) => ({ 'aria-label': t(`reports.pager.${control}`) })}
        />
      </Group>
    </>
  );
}
