import type { AggregatedPeriod, PeriodFigures } from '@cobertura/contracts';
import { Drawer, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import { exposureOf } from '../utils/exposureOf.ts';
import { amountText, deltaPercentText, percentText, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { figuresOf } from './PeriodTable.tsx';

/** The scenario figures compared side by side (spec 02 §2: "up and down scenarios"). */
const SCENARIO_ROWS = [
  ['hedgePercent', 'percent', (f: PeriodFigures) => f.hedge_percent],
  ['delta', 'amount', (f: PeriodFigures) => f.delta],
  ['forwardRate', 'rate', (f: PeriodFigures) => f.fwd],
  ['netRate', 'rate', (f: PeriodFigures) => f.net_rate],
  ['m2m', 'amount', (f: PeriodFigures) => f.m2m],
] as const;

const INSTRUMENTS = [
  ['longForward', 'long_forward'],
  ['shortForward', 'short_forward'],
  ['call', 'call'],
  ['put', 'put'],
] as const;

/**
 * The plan of one period (spec 02 §2): its exposure, hedge and program, what is still required, the
 * rates, the up and down scenarios beside the base, the mark-to-market, and the notional and delta of
 * its long and short forwards, calls and puts.
 */
export function PlanPanel({
  period,
  decimals,
  shockText,
  onClose,
}: {
  period: AggregatedPeriod | undefined;
  decimals: number;
  shockText: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const date = period ? formatDate(period.date, lang) : '';
  const text = (kind: 'amount' | 'rate' | 'percent', value: number | null) =>
    kind === 'rate'
      ? rateText(value, lang, decimals)
      : kind === 'percent'
        ? percentText(value, lang)
        : amountText(value, lang);
  const line = (label: string, value: ReactNode, testId?: string) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td style={NUMERIC_CELL} data-testid={testId}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Drawer
      opened={period !== undefined}
      onClose={onClose}
      position="right"
      size="md"
      title={t('analytics.plan.title', { date })}
      data-testid="plan-panel"
    >
      {period && (
        <Stack gap="md">
          <Table fz="sm" withRowBorders={false}>
            <Table.Tbody>
              {line(t('analytics.plan.date'), date)}
              {line(t('analytics.plan.balanceExposure'), amountText(period.balance, lang), 'plan-balance')}
              {line(t('analytics.plan.exposure'), amountText(exposureOf(period), lang), 'plan-exposure')}
              {line(t('analytics.plan.hedge'), amountText(period.hedge, lang), 'plan-hedge')}
              {line(t('analytics.plan.program'), amountText(period.program, lang), 'plan-program')}
              {line(
                t('analytics.plan.hedgePercent'),
                percentText(period.hedge_percent, lang),
                'plan-hedge-percent',
              )}
              {line(
                t('analytics.plan.delta'),
                `${amountText(period.delta, lang)} (${deltaPercentText(period.delta, exposureOf(period), lang)})`,
                'plan-delta',
              )}
              {line(
                t('analytics.plan.requiredHedge'),
                <>
                  {amountText(period.required_hedge, lang)}
                  <Text size="xs" c="dimmed">
                    {t(`analytics.labels.${period.hedge_label}`)} · {t(`analytics.labels.${period.buy_sell}`)}
                  </Text>
                </>,
                'plan-required',
              )}
              {line(t('analytics.plan.forwardRate'), rateText(period.fwd, lang, decimals), 'plan-fwd')}
              {line(t('analytics.plan.hedgeRate'), rateText(period.hedge_rate, lang, decimals))}
              {line(t('analytics.plan.netRate'), rateText(period.net_rate, lang, decimals))}
              {line(t('analytics.plan.budgetRate'), rateText(period.budget_rate, lang, decimals))}
              {line(t('analytics.plan.m2m'), amountText(period.m2m, lang), 'plan-m2m')}
            </Table.Tbody>
          </Table>
          <Table fz="sm" data-testid="plan-scenarios">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.plan.scenarios')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.scenario.base')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.scenario.up', { shock: shockText })}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.scenario.down', { shock: shockText })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SCENARIO_ROWS.map(([key, kind, read]) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={500}>
                    {t(`analytics.plan.${key}`)}
                  </Table.Th>
                  {(['base', 'up', 'down'] as const).map((scenario) => (
                    <Table.Td key={scenario} style={NUMERIC_CELL}>
                      {text(kind, read(figuresOf(period, scenario)))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table fz="sm" data-testid="plan-instruments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.plan.instrument')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.plan.notional')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.plan.delta')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {INSTRUMENTS.map(([label, key]) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={500}>
                    {t(`analytics.plan.${label}`)}
                  </Table.Th>
                  <Table.Td style={NUMERIC_CELL}>{amountText(period[key].notional, lang)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{amountText(period[key].delta, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
