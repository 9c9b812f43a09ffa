import { REPORTS_PAGE_SIZE } from '@cobertura/contracts';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLikeReport, usePublicReports, useReportAuthors, useReportTags } from '../hooks/useReports.ts';
import { ReportCard } from './ReportCard.tsx';
import { ReportCardGrid } from './ReportCardGrid.tsx';
import { type FilterValues, ReportFilters } from './ReportFilters.tsx';

const FIRST: FilterValues = { search: '', tag: null, company: 'ALL', pageSize: REPORTS_PAGE_SIZE.default };

/** The public list of reports: /blog for visitors, /reports signed in (with the like toggle). */
export function PublicReportList({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(FIRST);
  const [page, setPage] = useState(1);
  const reports = usePublicReports(
    { page, page_size: filters.pageSize, search: filters.search, tag: filters.tag, company: filters.company },
    isSignedIn,
  );
  const tags = useReportTags();
  const authors = useReportAuthors();
  const like = useLikeReport();
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t('reports.blogTitle')}
          </Title>
          <Text c="dimmed">{t('reports.blogLead')}</Text>
        </div>
        <ReportFilters
          values={filters}
          tags={tags.data?.items ?? []}
          authors={authors.data?.items ?? []}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <ReportCardGrid
          reports={reports}
          pageSize={filters.pageSize}
          page={page}
          onPage={setPage}
          cols={{ base: 1, sm: 2, lg: 3 }}
          card={(report) => (
            <ReportCard
              key={report.pk_id_report}
              report={report}
              tags={tags.data?.items ?? []}
              onLike={isSignedIn ? (liked) => like.mutate({ id: report.pk_id_report, liked }) : undefined}
              isLiking={like.isPending && like.variables?.id === report.pk_id_report}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
