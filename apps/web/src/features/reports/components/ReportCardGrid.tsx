import type { ReportAuthor, ReportCard, ReportsPage, ReportTag } from '@cobertura/contracts';
import { Alert, Group, Loader, Pagination, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import type { ReportListState } from '../hooks/useReportListState.ts';
import { reportDayName } from '../utils/reportDate.ts';
import { ReportFilters } from './ReportFilters.tsx';

/**
 * A report list: its filters, then a page of cards drawn by `card` (or its failure or emptiness
 * said, a loader while it comes), and the pager under them. A date search on a day that is not a
 * business day says which day's reports it shows (spec 01 §5 moves it to the next business day).
 */
export function ReportCardGrid({
  list,
  reports,
  tags,
  authors,
  cols,
  card,
}: {
  list: ReportListState;
  reports: UseQueryResult<ReportsPage>;
  tags: readonly ReportTag[];
  /** The author companies to filter by: the public list's filter, left out of staff's list. */
  authors?: readonly ReportAuthor[];
  cols: SimpleGridProps['cols'];
  card: (report: ReportCard) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil((reports.data?.total ?? 0) / list.filters.pageSize));
  const searchDate = reports.data?.search_date;
  return (
    <>
      <ReportFilters values={list.filters} tags={tags} authors={authors} onChange={list.changeFilters} />
      {reports.isError && <Alert color="red">{t('reports.loadFailed')}</Alert>}
      {searchDate && searchDate.asked !== searchDate.day && (
        <Notice kind="info" testId="report-search-day">
          {t('reports.searchDay', {
            asked: reportDayName(searchDate.asked, i18n.language),
            day: reportDayName(searchDate.day, i18n.language),
          })}
        </Notice>
      )}
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
          value={list.page}
          onChange={list.setPage}
          // The arrows draw no text: each says where it goes.
          getControlProps={(control) => ({ 'aria-label': t(`reports.pager.${control}`) })}
        />
      </Group>
    </>
  );
}
