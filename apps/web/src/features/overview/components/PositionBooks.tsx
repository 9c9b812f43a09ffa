import { canOpen, type OverviewPosition, type OverviewRow } from '@cobertura/contracts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LabelledFigure } from '../../../components/LabelledFigure.tsx';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { amountText } from '../../analytics/index.ts';
import { useFollowFigure } from '../hooks/useFollowFigure.ts';
import { BREACH_COLOR } from '../utils/breachColor.ts';
import { figureLink, type PositionFigure } from '../utils/positionLinks.ts';
import { BookCard } from './BookCard.tsx';

/**
 * The company's position: its totals, then a card per portfolio and asset, figures linked to the
 * screens that explain them for the roles that have those screens.
 */
export function PositionBooks({ position, role }: { position: OverviewPosition; role: number }) {
  const { t, i18n } = useTranslation();
  const hasLinks = canOpen(role, 'data') || canOpen(role, 'analytics');
  const commodities = useQuery({ ...referenceQueries.commodities(), enabled: hasLinks });
  const commodityIds = new Map(
    (commodities.data?.commodities ?? []).map((c) => [c.commodity_name, c.pk_idcommodity] as const),
  );
  const follow = useFollowFigure();
  const linkOf = (row: OverviewRow) => (figure: PositionFigure) =>
    figureLink(figure, row, { role, company: position.company_id, commodityIds });
  const breaches = position.totals.breaches;
  return (
    <Stack gap="md" data-testid="position-books">
      <Group gap="xl" data-testid="position-totals">
        <LabelledFigure
          label={t('overview.position.totalM2m')}
          value={amountText(position.totals.m2m, i18n.language, position.currency)}
          testId="total-m2m"
        />
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('overview.position.policy')}
          </Text>
          <Text fw={700} c={breaches ? BREACH_COLOR : undefined} data-testid="total-breaches">
            {t('overview.position.breachCount', { count: breaches })}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {position.rows.map((row) => (
          <BookCard
            key={`${row.portfolio_id} ${row.asset}`}
            row={row}
            currency={position.currency}
            nextMonthEnds={position.next_month_ends}
            linkOf={linkOf(row)}
            follow={follow}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
