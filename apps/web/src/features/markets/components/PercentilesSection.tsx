import { Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { formatPercent, formatSignificant } from '../../../utils/format.ts';
import { useCloses } from '../hooks/useCloses.ts';
import { yearsBefore } from '../utils/historyWindow.ts';
import { instrumentName, type MarketSectionProps } from '../utils/marketSection.ts';
import {
  histogram,
  PERCENTILE_YEARS,
  percentileHistoryStart,
  pricePercentiles,
} from '../utils/pricePercentiles.ts';
import { queryLoadState } from '../utils/queryLoadState.ts';
import { DataSourceNote } from './DataSourceNote.tsx';
import { DistributionChart } from './DistributionChart.tsx';
import { LoadState } from './LoadState.tsx';
import { PercentilesTable } from './PercentilesTable.tsx';
import { ViewInstrumentSelect } from './ViewInstrumentSelect.tsx';

const BINS = 30;
/** A plural text: i18next picks `years_one` or `years_other` by the count. */
const YEARS_TEXT = 'markets.percentiles.years';

/** Where today's price sits in its 1, 3, 5 and 10-year distributions, one of them drawn. */
export function PercentilesSection({ catalog, markets, today }: MarketSectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { view } = markets.choices;
  const { history, closes } = useCloses(view.instrument, percentileHistoryStart(today));
  const [years, setYears] = useState<number>(5);
  const ranks = useMemo(() => pricePercentiles(closes), [closes]);
  const last = closes[closes.length - 1];
  const bins = useMemo(() => {
    if (!last) return [];
    const start = yearsBefore(last.date, years);
    return histogram(
      closes.filter((point) => point.date > start).map((point) => point.close),
      BINS,
    );
  }, [closes, last, years]);
  const yearsText = (count: number) => t(YEARS_TEXT, { count });
  const selected = ranks.find((rank) => rank.years === years);

  return (
    <Stack gap="md" data-testid="percentiles-section">
      <Group align="flex-end" gap="md">
        <ViewInstrumentSelect catalog={catalog} markets={markets} testId="percentiles-instrument" />
        <LabelledSegments
          label={t('markets.percentiles.window')}
          labelId="percentile-window-label"
          data={PERCENTILE_YEARS.map((count) => ({ value: String(count), label: yearsText(count) }))}
          value={String(years)}
          onChange={(value) => setYears(Number(value))}
        />
      </Group>
      <LoadState {...queryLoadState(history, closes.length)} />
      {last && (
        <>
          <DataSourceNote rows={history.data?.rows ?? []} />
          <PercentilesTable ranks={ranks} yearsText={yearsText} />
          {selected && (
            <DistributionChart
              bins={bins}
              today={last.close}
              label={t('markets.percentiles.chartLabel', {
                instrument: instrumentName(catalog, view.instrument),
                years: yearsText(years),
                price: formatSignificant(last.close, lang, 6),
                rank: formatPercent(selected.rank, lang, 0),
              })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
