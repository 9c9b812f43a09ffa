import type { AggregatedPeriod, FigureUnits, PeriodFigures } from '@cobertura/contracts';
import { Drawer, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import { exposureOf } from '../utils/exposureOf.ts';
import { deltaPercentText, type FigureKind, figureWithUnit } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { figuresOf } from '../utils/scenarioFigures.ts';

/** The scenario figures compared side by side (spec 02 §2: "up and down scenarios"). */
const SCENARIO_ROWS = [
  ['hedgePercent', 'percent', (f: PeriodFigures) => f.hedge_percent],
  ['delta', 'quantity', (f: PeriodFigures) => f.delta],
  ['forwardRate', 'rate', (f: PeriodFigures) => f.fwd],
  ['netRate', 'rate', (f: PeriodFigures) => f.net_rate],
  ['m2m', 'money', (f: PeriodFigures) => f.m2m],
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
 * its long and short forwards, calls and puts. Every figure says what it counts (USD 1,000,000;
 * COP 52,340; 4,185.20 COP per USD).
 */
export function PlanPanel({
  period,
  decimals,
  units,
  shockText,
  onClose,
}: {
  period: AggregatedPeriod | undefined;
  decimals: number;
  units: FigureUnits;
  shockText: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const date = period ? formatDate(period.date, lang) : '';
  const text = (kind: FigureKind, value: number | null) => figureWithUnit(kind, value, lang, units, decimals);
  const quantity = (value: number) => text('quantity', value);
  const rate = (value: number | null) => text('rate', value);
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
              {line(t('analytics.plan.balanceExposure'), quantity(period.balance), 'plan-balance')}
              {line(t('analytics.plan.exposure'), quantity(exposureOf(period)), 'plan-exposure')}
              {line(t('analytics.plan.hedge'), quantity(period.hedge), 'plan-hedge')}
              {line(t('analytics.plan.program'), quantity(period.program), 'plan-program')}
              {line(
                t('analytics.plan.hedgePercent'),
                text('percent', period.hedge_percent),
                'plan-hedge-percent',
              )}
              {line(
                t('analytics.plan.delta'),
                `${quantity(period.delta)} (${deltaPercentText(period.delta, exposureOf(period), lang)})`,
                'plan-delta',
              )}
              {line(
                t('analytics.plan.requiredHedge'),
                <>
                  {quantity(period.required_hedge)}
                  <Text size="xs" c="dimmed">
                    {t(`analytics.labels.${period.hedge_label}`)} · {t(`analytics.labels.${period.buy_sell}`)}
                  </Text>
                </>,
                'plan-required',
              )}
              {line(t('analytics.plan.forwardRate'), rate(period.fwd), 'plan-fwd')}
              {line(t('analytics.plan.hedgeRate'), rate(period.hedge_rate))}
              {line(t('analytics.plan.netRate'), rate(period.net_rate))}
              {line(t('analytics.plan.budgetRate'), rate(period.budget_rate))}
              {line(t('analytics.plan.m2m'), text('money', period.m2m), 'plan-m2m')}
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
                  <Table.Td style={NUMERIC_CELL}>{quantity(period[key].notional)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{quantity(period[key].delta)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
