import { Alert, Container, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { reportsApi } from '../api/reportsApi.ts';
import { ReportForm } from './ReportForm.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /EditReport/{id}: the create form, loaded with the report. */
export function EditReportPage() {
  return (
    <StaffOnly>
      <EditReport />
    </StaffOnly>
  );
}

function EditReport() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const report = useQuery({
    queryKey: ['reports', 'edit', id],
    queryFn: () => reportsApi.forEdit(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    // The form keeps what was typed: it reads the report once.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (report.isPending)
    return (
      <Container py="lg">
        <Loader aria-label={t('reports.form.loading')} />
      </Container>
    );
  if (!report.data)
    return (
      <Container py="lg">
        <Alert color="gray">{t('reports.view.notFound')}</Alert>
      </Container>
    );
  return <ReportForm key={id} report={report.data} />;
}
