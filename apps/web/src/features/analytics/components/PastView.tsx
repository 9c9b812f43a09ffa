import type { FigureUnits, PastPerformanceReply, PastPeriod, RateBridge } from '@cobertura/contracts';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BarChart, CandlestickChart, LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { analyticsPalette } from '../utils/analyticsPalette.ts';
import {
  amountText,
  columnUnit,
  type FigureKind,
  figureWithUnit,
  percentText,
  rateText,
} from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import {
  bridgeOptions,
  candleOptions,
  type PastChartFormat,
  type PastChartNames,
  pastPeriodOptions,
} from '../utils/pastChartOptions.ts';
import { INITIAL_ZOOM_PERIODS } from '../utils/periodChartOptions.ts';
import { ColumnUnit } from './ColumnUnit.tsx';

echarts.use([
  BarChart,
  LineChart,
  CandlestickChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
]);

const NAME_KEYS = [
  'pnl',
  'cumulative',
  'achieved',
  'budget',
  'spot',
  'spotMove',
  'forwardPoints',
  'hedgeRatio',
  'premium',
  'candles',
  'settled',
  'open',
  'high',
  'low',
  'close',
  'settledAverage',
  'forwardAverage',
  'contractAverage',
  'rate',
  'notional',
] as const satisfies readonly (keyof PastChartNames)[];

type BridgedPeriod = PastPeriod & { bridge: RateBridge; budget_rate: number };
const hasBridge = (period: PastPeriod): period is BridgedPeriod =>
  period.bridge !== null && period.budget_rate !== null;

/**
 * The past view of one portfolio and asset (issue 12 "Past performance", spec 02 §2): the settled
 * hedges' PnL and cumulative PnL by period (table and chart), the achieved rate against the budget,
 * the bridge of a period as a waterfall, and the pair's candles with the settled hedges marked.
 * Read from the kept valuation `valuationId`; a failed read keeps what was shown.
 */
export function PastView({
  valuationId,
  portfolioId,
  asset,
  name,
  decimals,
}: {
  valuationId: string;
  portfolioId: number;
  asset: string;
  name: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const past = useQuery(
    analyticsQueries.past(valuationId, { portfolio: portfolioId, asset, interval: '1M' }),
  );
  if (past.isPending) {
    return (
      <Center mih={200} data-testid="past-loading">
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('analytics.past.loading')}</Text>
        </Group>
      </Center>
    );
  }
  return (
    <Stack gap="lg" data-testid="past-view">
      {past.isError && (
        <Notice kind={past.data ? 'warning' : 'error'} testId="past-failed">
          <Group justify="space-between">
            <span>{t('analytics.past.failed')}</span>
            <Button size="xs" variant="light" onClick={() => past.refetch()}>
              {t('analytics.past.retry')}
            </Button>
          </Group>
        </Notice>
      )}
      {past.data && <PastFigures reply={past.data} name={name} decimals={decimals} />}
    </Stack>
  );
}

function PastFigures({
  reply,
  name,
  decimals,
}: {
  reply: PastPerformanceReply;
  name: string;
  decimals: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const bridged = reply.periods.filter(hasBridge);
  const [bridgeDate, setBridgeDate] = useState<string | null>(null);
  const bridgePeriod = bridged.find((p) => p.date === bridgeDate) ?? bridged.at(-1);
  const names: PastChartNames = useMemo(
    () =>
      Object.fromEntries(NAME_KEYS.map((key) => [key, t(`analytics.past.names.${key}`)])) as Record<
        (typeof NAME_KEYS)[number],
        string
      >,
    [t],
  );
  const format: PastChartFormat = useMemo(
    () => ({
      date: (date: string) => formatDate(date, lang),
      amount: (value: number | null) => amountText(value, lang),
      rate: (value: number | null) => rateText(value, lang, decimals),
      figure: (kind: FigureKind, value: number | null) => figureWithUnit(kind, value, lang, reply, decimals),
      unit: (kind: FigureKind) => columnUnit(kind, reply, lang),
    }),
    [lang, decimals, reply],
  );
  const palette = analyticsPalette(scheme);
  const periodCharts = useMemo(
    () => pastPeriodOptions(reply.periods, names, palette, format),
    [reply.periods, names, palette, format],
  );
  const zoomFrom =
    reply.periods.length > INITIAL_ZOOM_PERIODS ? reply.periods.at(-INITIAL_ZOOM_PERIODS)!.date : null;
  const candles = useMemo(
    () => candleOptions(reply.candles, reply.settlements, zoomFrom, names, palette, format),
    [reply.candles, reply.settlements, zoomFrom, names, palette, format],
  );
  const bridge = useMemo(
    () => (bridgePeriod ? bridgeOptions(bridgePeriod, names, palette, format) : null),
    [bridgePeriod, names, palette, format],
  );
  return (
    <>
      <Group gap="sm">
        {reply.simulated && (
          <Badge color="yellow" variant="light" data-testid="past-simulated">
            {t('analytics.past.simulated')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t(`analytics.past.candlePeriods.${reply.candle_period}`)}
        </Text>
      </Group>
      {reply.unsettled.length > 0 && (
        <Notice kind="warning" testId="past-unsettled">
          {t('analytics.past.unsettled', { count: reply.unsettled.length })}
        </Notice>
      )}
      {reply.periods.length === 0 ? (
        <Notice kind="info" testId="past-empty">
          {t('analytics.past.empty')}
        </Notice>
      ) : (
        <>
          <PastTable periods={reply.periods} name={name} decimals={decimals} units={reply} />
          <EChart
            option={periodCharts.pnl}
            height={320}
            label={t('analytics.past.pnlChart')}
            testId="past-pnl-chart"
          />
          <EChart
            option={periodCharts.rates}
            height={260}
            label={t('analytics.past.ratesChart')}
            testId="past-rates-chart"
          />
          {bridge && bridgePeriod ? (
            <Stack gap="xs">
              <Select
                label={t('analytics.past.bridgePeriod')}
                data={bridged.map((p) => ({ value: p.date, label: formatDate(p.date, lang) }))}
                value={bridgePeriod.date}
                onChange={setBridgeDate}
                allowDeselect={false}
                w={220}
                data-testid="past-bridge-period"
              />
              <EChart
                option={bridge}
                height={300}
                label={t('analytics.past.bridgeChart')}
                testId="past-bridge-chart"
              />
            </Stack>
          ) : (
            <Notice kind="info" testId="past-no-bridge">
              {t('analytics.past.noBridge')}
            </Notice>
          )}
        </>
      )}
      <EChart
        option={candles}
        height={380}
        label={t('analytics.past.candleChart', { asset: reply.asset })}
        testId="past-candle-chart"
      />
    </>
  );
}

/** The table's columns and what each counts (the period has none). */
const COLUMNS: readonly (readonly [string, FigureKind | null])[] = [
  ['period', null],
  ['settled', 'quantity'],
  ['exposure', 'quantity'],
  ['hedgeRatio', 'percent'],
  ['pnl', 'money'],
  ['cumulative', 'money'],
  ['achieved', 'rate'],
  ['budget', 'rate'],
  ['gap', 'rate'],
];

/** The past periods: amounts in the asset's unit, PnL in its currency, rates in its quote (headers say which). */
function PastTable({
  periods,
  name,
  decimals,
  units,
}: {
  periods: readonly PastPeriod[];
  name: string;
  decimals: number;
  units: FigureUnits;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = t('analytics.past.tableLabel', { name });
  return (
    <ScrollRegion minWidth={900} maxHeight={420} label={label}>
      <Table stickyHeader striped fz="sm" aria-label={label} data-testid="past-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(([column, kind]) => (
              <Table.Th key={column} style={kind ? NUMERIC_CELL : undefined}>
                {t(`analytics.past.columns.${column}`)}
                {kind && <ColumnUnit unit={columnUnit(kind, units, lang)} />}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={period.date} data-testid={`past-${period.date}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(period.date, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(period.settled_notional, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(period.exposure, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{percentText(period.hedge_ratio, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(period.pnl, lang, units.amounts_currency)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>
                {amountText(period.cumulative_pnl, lang, units.amounts_currency)}
              </Table.Td>
              <Table.Td style={NUMERIC_CELL}>{rateText(period.achieved_rate, lang, decimals)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{rateText(period.budget_rate, lang, decimals)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{rateText(period.gap, lang, decimals)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
