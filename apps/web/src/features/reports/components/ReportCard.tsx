import type { ReportCard as Card, ReportTag } from '@cobertura/contracts';
import {
  ActionIcon,
  Badge,
  Group,
  Image,
  Card as MantineCard,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { reportDate } from '../utils/reportDate.ts';

/**
 * One report's card: image, title, summary, author and company, tags, date and likes. `onLike`
 * shows the like toggle (signed-in readers); `menu` the admin card's actions; `showState` its state.
 */
export function ReportCard({
  report,
  tags,
  onLike,
  isLiking = false,
  menu,
  showState = false,
}: {
  report: Card;
  tags: readonly ReportTag[];
  onLike?: (liked: boolean) => void;
  isLiking?: boolean;
  menu?: ReactNode;
  showState?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const isLiked = report.liked === 'True';
  const tagNames = report.tags
    .split(',')
    .filter(Boolean)
    .map((id) => tags.find((tag) => tag.pk === Number(id))?.tag_name)
    .filter((name): name is string => Boolean(name));
  return (
    <MantineCard withBorder radius="md" padding="md" data-testid="report-card">
      <MantineCard.Section>
        <Image src={report.img} alt="" h={160} fit="cover" fallbackSrc="/report-default.svg" />
      </MantineCard.Section>
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" lh={1.3}>
            {report.title}
          </Title>
          {menu}
        </Group>
        <Text size="sm" c="dimmed">
          {t('reports.by', { author: report.NameUserCreate, company: report.company_name || '—' })}
        </Text>
        <Text size="sm" lineClamp={4}>
          {report.summary}
        </Text>
        <Group gap={4}>
          {showState && (
            <Badge color={STATE_COLORS[report.State]} variant="filled" size="sm">
              {t(`reports.states.${report.State}`)}
            </Badge>
          )}
          {tagNames.map((name) => (
            <Badge key={name} variant="light" size="sm">
              {name}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {reportDate(report.publication_date, i18n.language)}
          </Text>
          <Group gap={4}>
            {onLike ? (
              <Tooltip label={isLiked ? t('reports.unlike') : t('reports.like')}>
                <ActionIcon
                  variant={isLiked ? 'filled' : 'subtle'}
                  color="red"
                  aria-label={isLiked ? t('reports.unlike') : t('reports.like')}
                  aria-pressed={isLiked}
                  loading={isLiking}
                  onClick={() => onLike(!isLiked)}
                >
                  <Icon name="heart" size={16} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Icon name="heart" size={16} />
            )}
            <Text size="sm" data-testid="report-likes">
              {t('reports.likes', { count: report.likes })}
            </Text>
          </Group>
        </Group>
        <Link to={`/report/${report.link}`}>{t('reports.viewReport')}</Link>
      </Stack>
    </MantineCard>
  );
}

// Dark enough shades that white text on them keeps a 4.5:1 contrast.
const STATE_COLORS = { DRAFT: 'gray.7', PRIVATE: 'grape.9', PUBLIC: 'teal.9', INACTIVE: 'red.9' } as const;
