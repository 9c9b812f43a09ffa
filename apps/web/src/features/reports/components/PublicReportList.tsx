import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReportListState } from '../hooks/useReportListState.ts';
import { useLikeReport, usePublicReports, useReportAuthors, useReportTags } from '../hooks/useReports.ts';
import { ReportCard } from './ReportCard.tsx';
import { ReportCardGrid } from './ReportCardGrid.tsx';

/** The public list of reports: /blog for visitors, /reports signed in (with the like toggle). */
export function PublicReportList({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const list = useReportListState();
  const { filters } = list;
  const reports = usePublicReports(
    {
      page: list.page,
      page_size: filters.pageSize,
      search: filters.search,
      tag: filters.tag,
      company: filters.company,
    },
    isSignedIn,
  );
  const tags = useReportTags().data?.items ?? [];
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
        <ReportCardGrid
          list={list}
          reports={reports}
          tags={tags}
          authors={authors.data?.items ?? []}
          cols={{ base: 1, sm: 2, lg: 3 }}
          card={(report) => (
            <ReportCard
              key={report.pk_id_report}
              report={report}
              tags={tags}
              onLike={isSignedIn ? (liked) => like.mutate({ id: report.pk_id_report, liked }) : undefined}
              isLiking={like.isPending && like.variables?.id === report.pk_id_report}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
