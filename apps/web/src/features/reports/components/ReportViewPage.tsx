import { DEFAULT_REPORT_IMAGE, reportIdOfLink } from '@cobertura/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { readTokens } from '../../../api/tokens.ts';
import { reportsApi } from '../api/reportsApi.ts';
import { reportDate } from '../utils/reportDate.ts';
import { ReportHtml } from './ReportHtml.tsx';

/**
 * /report/{title_reportId}: one report with its author, its image (the one uploaded; the default
 * logo is left to the cards), body and further reports.
 */
export function ReportViewPage() {
  const { t, i18n } = useTranslation();
  const id = reportIdOfLink(useParams().id ?? '') ?? 0;
  const report = useQuery({
    queryKey: ['reports', 'info', id],
    queryFn: () => reportsApi.info(id),
    enabled: id > 0,
    retry: false,
  });
  const next = useQuery({
    queryKey: ['reports', 'next', id],
    queryFn: () => reportsApi.next(id),
    enabled: id > 0,
  });
  const back = readTokens().access ? '/reports' : '/blog';
  return (
    <Container size="xl" py="lg">
      <Button component={Link} to={back} variant="subtle" mb="md">
        {t('reports.view.back')}
      </Button>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {report.isPending && id > 0 ? (
            <Loader />
          ) : !report.data ? (
            <Alert color="gray">{t('reports.view.notFound')}</Alert>
          ) : (
            <Stack gap="sm">
              <Text c="dimmed" size="sm">
                {t('reports.view.by', { author: report.data.NameUserCreate })} ·{' '}
                {reportDate(report.data.publication_date, i18n.language)}
              </Text>
              <Title order={1} fz="h2">
                {report.data.title}
              </Title>
              {report.data.img !== DEFAULT_REPORT_IMAGE && (
                <Image
                  src={report.data.img}
                  alt=""
                  mah={360}
                  fit="cover"
                  radius="md"
                  data-testid="report-image"
                />
              )}
              <ReportHtml html={report.data.text} />
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={2} fz="h4" mb="sm">
            {t('reports.view.more')}
          </Title>
          <Stack gap="sm">
            {next.data?.items.map((item) => (
              <Card key={item.pk_id_report} withBorder padding="sm" radius="md">
                <Card.Section>
                  <Image src={item.img} alt="" h={90} fit="cover" fallbackSrc={DEFAULT_REPORT_IMAGE} />
                </Card.Section>
                <Text fw={600} mt="xs" size="sm">
                  {item.title}
                </Text>
                <Anchor component={Link} to={`/report/${item.link}`} size="sm">
                  {t('reports.viewReport')}
                </Anchor>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
