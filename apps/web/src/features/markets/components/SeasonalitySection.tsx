import type { CatalogInstrument } from '@cobertura/contracts';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useCloses } from '../hooks/useCloses.ts';
import type { useMarketsChoices } from '../hooks/useMarketsChoices.ts';
import { windowStart } from '../utils/historyWindow.ts';
import { type SeasonalBy, seasonalProfile } from '../utils/seasonality.ts';
import { DataSourceNote } from './DataSourceNote.tsx';
import { InstrumentSelect } from './InstrumentSelect.tsx';
import { LoadState } from './LoadState.tsx';
import { SeasonalityChart } from './SeasonalityChart.tsx';

type Markets = ReturnType<typeof useMarketsChoices>;

/** The spec's picker lists: currencies, commodities and indices. */
const TYPES = ['currency', 'commodity', 'index'] as const;

/** Seasonality of the charted instrument over the window: average year, its band, this year. */
export function SeasonalitySection({
  catalog,
  markets,
  today,
}: {
  catalog: readonly CatalogInstrument[];
  markets: Markets;
  today: string;
}) {
  const { t } = useTranslation();
  const { view } = markets.choices;
  const { history, closes } = useCloses(view.instrument, windowStart(view.window, today));
  const currentYear = Number(today.slice(0, 4));
  const profile = useMemo(
    () => seasonalProfile(closes, view.seasonal_by, currentYear),
    [closes, view.seasonal_by, currentYear],
  );
  const name = catalog.find((instrument) => instrument.id === view.instrument)?.short_name ?? view.instrument;
  return (
    <Stack gap="md" data-testid="seasonality-section">
      <Group align="flex-end" gap="md">
        <InstrumentSelect
          catalog={catalog}
          types={TYPES}
          value={view.instrument}
          onChange={(id) => markets.updateView({ instrument: id, contract: null })}
          label={t('markets.picker.instrument')}
          testId="seasonality-instrument"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="seasonal-by-label">
            {t('markets.seasonality.by')}
          </Text>
          <SegmentedControl
            aria-labelledby="seasonal-by-label"
            data={[
              { value: 'month', label: t('markets.seasonality.month') },
              { value: 'week', label: t('markets.seasonality.week') },
            ]}
            value={view.seasonal_by}
            onChange={(value) => markets.updateView({ seasonal_by: value as SeasonalBy })}
            data-testid="seasonality-by"
          />
        </Stack>
      </Group>
      <LoadState
        isPending={history.isPending}
        isError={history.isError}
        isEmpty={history.isSuccess && closes.length === 0}
        onRetry={() => void history.refetch()}
      />
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
              instrument: name,
              by: t(`markets.seasonality.${view.seasonal_by}`),
              years: profile.years.length,
            })}
          />
        </>
      )}
    </Stack>
  );
}
