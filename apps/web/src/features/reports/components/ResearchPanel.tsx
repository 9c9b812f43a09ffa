import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportsApi } from '../api/reportsApi.ts';
import { reportDate } from '../utils/reportDate.ts';

/**
 * Research on the user's markets (Markets and Analytics): the newest reports tagged with a pair or
 * commodity their portfolios hold ('Research on USDCOP'). Shows nothing when there is none, or when
 * the reports cannot be read: the page around it does not depend on it.
 */
export function ResearchPanel({ asset }: { asset?: string }) {
  const { t, i18n } = useTranslation();
  const research = useQuery({
    queryKey: ['reports', 'research', asset ?? null],
    queryFn: () => reportsApi.research(asset),
    retry: false,
  });
  const items = research.data?.items ?? [];
  if (items.length === 0) return null;
  const assets = [...new Set(items.flatMap((item) => item.assets))];
  return (
    // On the page's own background: links keep their contrast in dark mode.
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-body)" data-testid="research-panel">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4">
          {assets.length <= 3
            ? t('reports.research.title', { assets: assets.join(', ') })
            : t('reports.research.titleAll')}
        </Title>
        <Anchor component={Link} to="/reports" size="sm">
          {t('reports.research.more')}
        </Anchor>
      </Group>
      <Stack gap="xs">
        {items.map((item) => (
          <div key={item.pk_id_report}>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {reportDate(item.publication_date, i18n.language)}
              </Text>
              <Anchor component={Link} to={`/report/${item.link}`} fw={600} size="sm">
                {item.title}
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {item.summary}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
