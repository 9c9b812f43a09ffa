import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSignificant } from '../../../utils/format.ts';
import { useTechnicalChart } from '../hooks/useTechnicalChart.ts';
import type { MarketSectionProps } from '../utils/marketSection.ts';
import { queryLoadState } from '../utils/queryLoadState.ts';
import { DataSourceNote } from './DataSourceNote.tsx';
import { IndicatorToggles } from './IndicatorToggles.tsx';
import { LoadState } from './LoadState.tsx';
import { TechnicalChart } from './TechnicalChart.tsx';
import { TechnicalControls } from './TechnicalControls.tsx';

/**
 * Technical analysis (the default section): an instrument's bars in the chosen interval and window,
 * the indicators of the toggles with their editable periods, Fibonacci levels and trend lines.
 */
export function TechnicalSection(props: MarketSectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { markets } = props;
  const { isCommodity, contract, technical, rows, chart, labels } = useTechnicalChart(props);
  const instrument = technical.data?.instrument;
  const first = chart?.bars[0];
  const last = chart?.bars[chart.bars.length - 1];
  return (
    <Stack gap="md" data-testid="technical-section">
      <TechnicalControls
        catalog={props.catalog}
        markets={markets}
        isCommodity={isCommodity}
        contract={contract}
      />
      <IndicatorToggles markets={markets} />
      <LoadState {...queryLoadState(technical, rows?.length ?? 0)} />
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
            show={markets.choices.show}
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
