import type { OverviewRow } from '@cobertura/contracts';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import {
  amountText,
  MISSING,
  percentText,
  rateDecimals,
  rateText,
  rateUnitText,
  withUnit,
} from '../../analytics/index.ts';
import { BREACH_COLOR } from '../utils/breachColor.ts';
import type { FigureLink, PositionFigure } from '../utils/positionLinks.ts';
import { BreachList } from './BreachList.tsx';
import { ExplainedFigure } from './ExplainedFigure.tsx';

/** A figure's name and its value, as one entry of the card's description list. */
function Entry({
  label,
  title,
  testId,
  children,
}: {
  label: string;
  /** Why the value is missing, when it is. */
  title?: string | undefined;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        ta="right"
        title={title}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Text>
    </>
  );
}

/**
 * One portfolio and asset of the company at a glance, read only: every amount with its currency or
 * unit (money in the position's `currency`), the hedged share red under the program's band, and the
 * hedging policy's breaches in words; each figure a link to the screen that explains it when the
 * user has it (`linkOf`).
 */
export function BookCard({
  row,
  currency,
  nextMonthEnds,
  linkOf,
  follow,
}: {
  row: OverviewRow;
  currency: string;
  nextMonthEnds: string;
  linkOf: (figure: PositionFigure) => FigureLink | null;
  follow: (link: FigureLink) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const quantity = (value: number) => amountText(value, lang, row.quantity_unit);
  const money = (value: number | null) => amountText(value, lang, currency);
  const decimals = rateDecimals(row.net_rate ?? row.budget_rate);
  const rateUnit = rateUnitText(row, lang) ?? row.rate_unit;
  const rate = (value: number | null) =>
    value === null ? MISSING : withUnit(rateText(value, lang, decimals), rateUnit);
  const isUnder = row.breaches.some((breach) => breach.kind === 'under_program');
  const figure = (name: PositionFigure, text: string) => (
    <ExplainedFigure
      link={linkOf(name)}
      onFollow={follow}
      testId={`position-${name === 'netRate' ? 'net-rate' : name}`}
    >
      {text}
    </ExplainedFigure>
  );
  const noRate =
    row.currency_rate === null
      ? t('overview.position.noRate', { currency: row.amounts_currency })
      : undefined;
  const titleId = `position-book-${row.portfolio_id}-${row.asset.replaceAll(' ', '-')}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      data-testid={`position-row-${row.portfolio_id}-${row.asset}`}
      data-breaches={row.breaches.length}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Title order={3} size="h5" id={titleId}>
              {row.asset}
            </Title>
            <Text size="sm" c="dimmed">
              {row.portfolio_name}
            </Text>
          </Stack>
          {row.simulated && (
            <Badge color="orange" variant="light" size="xs" flex="none">
              {t('overview.position.simulated')}
            </Badge>
          )}
        </Group>
        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 12, rowGap: 6 }}
        >
          <Entry label={t('overview.position.figures.exposure')}>
            {figure('exposure', quantity(row.exposure))}
          </Entry>
          <Entry label={t('overview.position.figures.coverage')}>
            <Text span size="sm" fw={isUnder ? 700 : undefined} c={isUnder ? BREACH_COLOR : undefined}>
              {figure('coverage', percentText(row.coverage, lang))}
            </Text>
          </Entry>
          <Entry label={t('overview.position.figures.program')}>
            {row.program
              ? figure(
                  'program',
                  t('overview.position.program', {
                    target: percentText(row.program.target, lang),
                    low: percentText(row.program.low, lang),
                    high: percentText(row.program.high, lang),
                  }),
                )
              : t('overview.position.noProgram')}
          </Entry>
          <Entry label={t('overview.position.figures.required', { date: formatDate(nextMonthEnds, lang) })}>
            <Text span size="sm" fw={row.required_next_month > 0 ? 700 : undefined}>
              {figure('required', quantity(row.required_next_month))}
            </Text>
          </Entry>
          <Entry label={t('overview.position.figures.m2m')} title={noRate}>
            {figure('m2m', money(row.m2m))}
          </Entry>
          <Entry
            label={t('overview.position.figures.var')}
            title={noRate ?? (row.var === null ? t('overview.position.noVar') : undefined)}
          >
            {figure('var', money(row.var))}
          </Entry>
          <Entry label={t('overview.position.figures.netRate')}>
            {figure('netRate', rate(row.net_rate))}
          </Entry>
          <Entry label={t('overview.position.figures.budget')} testId="position-budget">
            {row.budget_rate === null ? t('overview.position.noBudget') : rate(row.budget_rate)}
          </Entry>
          {row.budget_difference !== null && (
            <Entry label={t('overview.position.figures.againstBudget')} testId="position-budget-difference">
              {money(row.budget_difference)}
            </Entry>
          )}
        </Box>
        <BreachList breaches={row.breaches} linkOf={linkOf} follow={follow} />
      </Stack>
    </Paper>
  );
}
