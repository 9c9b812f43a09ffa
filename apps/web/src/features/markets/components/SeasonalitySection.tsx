import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { useCloses } from '../hooks/useCloses.ts';
import { windowStart } from '../utils/historyWindow.ts';
import { instrumentName, type MarketSectionProps } from '../utils/marketSection.ts';
import { queryLoadState } from '../utils/queryLoadState.ts';
import { type SeasonalBy, seasonalProfile } from '../utils/seasonality.ts';
import { DataSourceNote } from './DataSourceNote.tsx';
import { LoadState } from './LoadState.tsx';
import { SeasonalityChart } from './SeasonalityChart.tsx';
import { ViewInstrumentSelect } from './ViewInstrumentSelect.tsx';

/** Seasonality of the charted instrument over the window: average year, its band, this year. */
export function SeasonalitySection({ catalog, markets, today }: MarketSectionProps) {
  const { t } = useTranslation();
  const { view } = markets.choices;
  const { history, closes } = useCloses(view.instrument, windowStart(view.window, today));
  const currentYear = Number(today.slice(0, 4));
  const profile = useMemo(
    () => seasonalProfile(closes, view.seasonal_by, currentYear),
    [closes, view.seasonal_by, currentYear],
  );
  return (
    <Stack gap="md" data-testid="seasonality-section">
      <Group align="flex-end" gap="md">
        <ViewInstrumentSelect catalog={catalog} markets={markets} testId="seasonality-instrument" />
        <LabelledSegments
          label={t('markets.seasonality.by')}
          labelId="seasonal-by-label"
          data={[
            { value: 'month', label: t('markets.seasonality.month') },
            { value: 'week', label: t('markets.seasonality.week') },
          ]}
          value={view.seasonal_by}
          onChange={(value) => markets.updateView({ seasonal_by: value as SeasonalBy })}
          data-testid="seasonality-by"
        />
      </Group>
      <LoadState {...queryLoadState(history, closes.length)} />
      {history.isSuccess && closes.length > 0 && profile.years.length === 0 && (
        <Notice kind="info" testId="seasonality-not-enough">
          {t('markets.seasonality.notEnough')}
        </Notice>
      )}
      {profile.years.length > 0 && (
        <>
          <DataSourceNote rows={history.data?.rows ?? []} />
          <SeasonalityChart
            profile={profile}
            by={view.seasonal_by}
            currentYear={currentYear}
            label={t('markets.seasonality.chartLabel', {
              instrument: instrumentName(catalog, view.instrument),
              by: t(`markets.seasonality.${view.seasonal_by}`),
              years: profile.years.length,
            })}
          />
        </>
      )}
    </Stack>
  );
}
