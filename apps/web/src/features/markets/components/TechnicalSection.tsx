import { type CatalogInstrument, MARKET_INTERVALS, MARKET_WINDOWS, ZMarketsShow } from '@cobertura/contracts';
import { Button, Chip, Group, NumberInput, Popover, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSignificant } from '../../../utils/format.ts';
import { marketsQueries } from '../api/marketsQueries.ts';
import type { useMarketsChoices } from '../hooks/useMarketsChoices.ts';
import { fibonacciLines } from '../utils/fibonacciLines.ts';
import { windowStart } from '../utils/historyWindow.ts';
import { linesOfBars, linesOfRows } from '../utils/indicatorLines.ts';
import { hasOhlc, intervalBars } from '../utils/intervalBars.ts';
import { ContractSelect } from './ContractSelect.tsx';
import { DataSourceNote } from './DataSourceNote.tsx';
import { InstrumentSelect } from './InstrumentSelect.tsx';
import { LoadState } from './LoadState.tsx';
import { TechnicalChart } from './TechnicalChart.tsx';

type Markets = ReturnType<typeof useMarketsChoices>;
type ShowKey = keyof ReturnType<typeof ZMarketsShow.parse>;

const SHOW_KEYS = Object.keys(ZMarketsShow.shape) as ShowKey[];
const MMOV_KEYS = ['ma1', 'ma2', 'rsi', 'md1', 'md2', 'md3', 'stoch1', 'stoch2'] as const;
/** The picker's lists (spec 02 §2 asset kinds: currency, commodity, index). */
const PICKER_TYPES = ['currency', 'commodity', 'index'] as const;

/**
 * Technical analysis (the default section): an instrument's bars in the chosen interval and window,
 * the indicators of the toggles with their editable periods, Fibonacci levels and trend lines.
 */
export function TechnicalSection({
  catalog,
  markets,
  today,
}: {
  catalog: readonly CatalogInstrument[];
  markets: Markets;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { choices, update, updateView } = markets;
  const { view, show, mmov } = choices;
  const isCommodity = catalog.some((i) => i.id === view.instrument && i.type === 'commodity');
  const contracts = useQuery({ ...marketsQueries.contracts(view.instrument), enabled: isCommodity });
  // A saved month that has since expired is no longer offered: the continuous series is shown.
  const contract =
    view.contract && contracts.data?.some((c) => c.contract_month_year === view.contract)
      ? view.contract
      : null;
  const request = { instrument: view.instrument, contract, from: windowStart(view.window, today) };
  const technical = useQuery({
    ...marketsQueries.technical(request, mmov),
    // A saved month is read once it is known to be still offered.
    enabled: !view.contract || !isCommodity || !contracts.isPending,
  });
  const rows = technical.data?.rows;

  const chart = useMemo(() => {
    if (!rows || rows.length === 0) return null;
    const bars = intervalBars(rows, view.interval);
    const lines = view.interval === '1D' ? linesOfRows(rows) : linesOfBars(bars, mmov);
    return { bars, lines, isCandles: hasOhlc(rows), fibonacci: fibonacciLines(bars, show) };
  }, [rows, view.interval, mmov, show]);
  const labels = useMemo(
    () => ({
      ma1: t('markets.technical.toggles.20ma', { period: mmov.ma1 }),
      ma2: t('markets.technical.toggles.40ma', { period: mmov.ma2 }),
      trendShort: t('markets.technical.trend.short'),
      trendMedium: t('markets.technical.trend.medium'),
      trendLong: t('markets.technical.trend.long'),
    }),
    [t, mmov.ma1, mmov.ma2],
  );

  const instrument = technical.data?.instrument;
  const first = chart?.bars[0];
  const last = chart?.bars[chart.bars.length - 1];
  return (
    <Stack gap="md" data-testid="technical-section">
      <Group align="flex-end" gap="md" wrap="wrap">
        <InstrumentSelect
          catalog={catalog}
          types={PICKER_TYPES}
          value={view.instrument}
          onChange={(id) => updateView({ instrument: id, contract: null })}
          label={t('markets.picker.instrument')}
          testId="technical-instrument"
        />
        {isCommodity && (
          <ContractSelect
            commodity={view.instrument}
            value={contract}
            onChange={(contract) => updateView({ contract })}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="interval-label">
            {t('markets.technical.interval')}
          </Text>
          <SegmentedControl
            aria-labelledby="interval-label"
            data={MARKET_INTERVALS.map((value) => ({
              value,
              label: t(`markets.technical.intervalNames.${value}`),
            }))}
            value={view.interval}
            onChange={(value) => updateView({ interval: value as (typeof MARKET_INTERVALS)[number] })}
            data-testid="technical-interval"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="window-label">
            {t('markets.technical.window')}
          </Text>
          <SegmentedControl
            aria-labelledby="window-label"
            data={MARKET_WINDOWS.map((value) => ({ value, label: t(`markets.technical.windows.${value}`) }))}
            value={view.window}
            onChange={(value) => updateView({ window: value as (typeof MARKET_WINDOWS)[number] })}
            data-testid="technical-window"
          />
        </Stack>
        <Popover position="bottom-end" withArrow shadow="md">
          <Popover.Target>
            <Button variant="default" data-testid="technical-parameters">
              {t('markets.technical.parameters')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs" w={240}>
              {MMOV_KEYS.map((key) => (
                <NumberInput
                  key={key}
                  label={t(`markets.technical.mmov.${key}`)}
                  value={mmov[key]}
                  min={1}
                  max={500}
                  allowDecimal={false}
                  onChange={(value) => {
                    if (typeof value === 'number' && value >= 1 && value <= 500)
                      update({ mmov: { ...mmov, [key]: value } });
                  }}
                  data-testid={`mmov-${key}`}
                />
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Group>
      <Chip.Group
        multiple
        value={SHOW_KEYS.filter((key) => show[key])}
        onChange={(keys) =>
          update({
            show: Object.fromEntries(SHOW_KEYS.map((key) => [key, keys.includes(key)])) as typeof show,
          })
        }
      >
        <Group gap="xs" aria-label={t('markets.technical.indicators')} role="group">
          {SHOW_KEYS.map((key) => (
            <Chip key={key} value={key} size="xs" wrapperProps={{ 'data-testid': `toggle-${key}` }}>
              {t(`markets.technical.toggles.${key}`, { period: key === '20ma' ? mmov.ma1 : mmov.ma2 })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <LoadState
        isPending={technical.isPending}
        isError={technical.isError}
        isEmpty={technical.isSuccess && (rows?.length ?? 0) === 0}
        onRetry={() => void technical.refetch()}
      />
      {chart && rows && instrument && first && last && (
        <Stack gap="xs">
          <Group justify="space-between">
            <DataSourceNote rows={rows} />
            {!chart.isCandles && (
              <Text size="xs" c="dimmed" data-testid="closes-only-note">
                {t('markets.technical.closesOnly')}
              </Text>
            )}
          </Group>
          <TechnicalChart
            bars={chart.bars}
            lines={chart.lines}
            show={show}
            fibonacci={chart.fibonacci}
            isCandles={chart.isCandles}
            labels={labels}
            label={t('markets.technical.chartLabel', {
              instrument: instrument.short_name,
              count: chart.bars.length,
              from: formatDate(first.time, lang),
              to: formatDate(last.time, lang),
              last: formatSignificant(last.close, lang, 6),
            })}
          />
        </Stack>
      )}
    </Stack>
  );
}
