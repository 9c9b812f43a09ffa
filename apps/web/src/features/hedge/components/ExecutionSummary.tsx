import type { PlanGroup, PlanPeriod } from '@cobertura/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { MISSING, percentText } from '../../analytics/index.ts';
import { quantityText, rateWithUnit } from '../utils/figures.ts';
import { periodText } from '../utils/periodText.ts';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * A period's execution summary (spec 02 §1 tooltips): the amount to hedge and its side, the
 * suggested instrument at the forward, and what it does to the coverage and to the net rate against
 * the budget rate. Every figure says its unit; a simulated forward says so.
 */
export function ExecutionSummary({
  group,
  period,
  decimals,
}: {
  group: PlanGroup;
  period: PlanPeriod;
  decimals: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rate = (value: number | null) => rateWithUnit(value, lang, group, decimals);
  const hasWork = period.required > 0 && period.side !== 'NONE';
  const gap =
    period.net_rate_after === null || period.budget_rate === null
      ? null
      : period.net_rate_after - period.budget_rate;
  const versus =
    gap === null
      ? MISSING
      : t(
          gap > 0
            ? 'hedge.summary.aboveBudget'
            : gap < 0
              ? 'hedge.summary.belowBudget'
              : 'hedge.summary.atBudget',
          {
            gap: rate(Math.abs(gap)),
          },
        );
  return (
    <Stack gap={4} data-testid="hedge-summary">
      <Text fw={600} size="sm">
        {t('hedge.summary.title', { period: periodText(period, lang), asset: group.asset })}
      </Text>
      <Line
        label={t('hedge.summary.required')}
        value={
          hasWork
            ? t('hedge.summary.requiredValue', {
                side: t(`hedge.sides.${period.side}`),
                amount: quantityText(period.required, lang, group),
              })
            : t('hedge.summary.nothingRequired')
        }
        testId="hedge-summary-required"
      />
      <Line
        label={t('hedge.summary.instrument')}
        value={strategyLabel(period.suggested_strategy, t)}
        testId="hedge-summary-instrument"
      />
      <Line
        label={group.simulated ? t('hedge.summary.forwardSimulated') : t('hedge.summary.forward')}
        value={rate(period.forward)}
        testId="hedge-summary-forward"
      />
      <Line
        label={t('hedge.summary.coverage')}
        value={`${percentText(period.coverage_now, lang)} → ${percentText(period.coverage_after, lang)}`}
        testId="hedge-summary-coverage"
      />
      <Line
        label={t('hedge.summary.netRate')}
        value={`${rate(period.net_rate_now)} → ${rate(period.net_rate_after)}`}
        testId="hedge-summary-net-rate"
      />
      <Line
        label={t('hedge.summary.budgetRate')}
        value={rate(period.budget_rate)}
        testId="hedge-summary-budget"
      />
      <Line label={t('hedge.summary.versusBudget')} value={versus} testId="hedge-summary-versus" />
      {hasWork && (
        <Text size="xs" c="dimmed" maw={360} data-testid="hedge-summary-locks">
          {t('hedge.summary.locks')}
        </Text>
      )}
      {period.open_request && (
        <Text size="sm" c="blue" data-testid="hedge-summary-covered">
          {t('hedge.summary.covered', { reference: period.open_request })}
        </Text>
      )}
    </Stack>
  );
}
