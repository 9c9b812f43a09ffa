import {
  COMPARISON_FIRST_TYPES,
  COMPARISON_MODES,
  COMPARISON_SECOND_TYPES,
  type ComparisonMode,
} from '@cobertura/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledFigure } from '../../../components/LabelledFigure.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { formatDate, formatInteger, formatNumber, formatSignificant } from '../../../utils/format.ts';
import { useCloses } from '../hooks/useCloses.ts';
import { alignByDate, levelGap, regress } from '../utils/comparison.ts';
import { windowStart } from '../utils/historyWindow.ts';
import { instrumentName, type MarketSectionProps } from '../utils/marketSection.ts';
import { ComparisonChart } from './ComparisonChart.tsx';
import { DataSourceNote } from './DataSourceNote.tsx';
import { InstrumentSelect } from './InstrumentSelect.tsx';
import { LoadState } from './LoadState.tsx';

/** Levels further apart than this on one axis draw the lower series as a near-flat line. */
const ONE_AXIS_MAX_GAP = 3;

/**
 * Comparison of two instruments from the spec's two lists in one of its nine chart modes, Base 100
 * by default; on one axis, levels far apart are said, with the way to Base 100.
 */
export function ComparisonSection({ catalog, markets, today }: MarketSectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { view } = markets.choices;
  const from = windowStart(view.window, today);
  const first = useCloses(view.compare_first, from);
  const second = useCloses(view.compare_second, from);
  const mode = view.compare_mode;
  const pair = useMemo(() => alignByDate(first.closes, second.closes), [first.closes, second.closes]);
  const regression = useMemo(
    () => (mode === 'REGRESS' || mode === 'REGRESS (LOG)' ? regress(pair, mode === 'REGRESS (LOG)') : null),
    [pair, mode],
  );
  const names = useMemo(
    () => ({
      first: instrumentName(catalog, view.compare_first),
      second: instrumentName(catalog, view.compare_second),
    }),
    [view.compare_first, view.compare_second, catalog],
  );
  const gap = mode === 'SAME AXIS' ? levelGap(pair) : null;
  const indexAxis = t('markets.comparison.indexAxis', { date: formatDate(pair.dates[0] ?? '', lang) });
  const isPending = first.history.isPending || second.history.isPending;
  const isError = first.history.isError || second.history.isError;

  return (
    <Stack gap="md" data-testid="comparison-section">
      <Group align="flex-end" gap="md">
        <InstrumentSelect
          catalog={catalog}
          types={COMPARISON_FIRST_TYPES}
          value={view.compare_first}
          onChange={(id) => markets.updateView({ compare_first: id })}
          label={t('markets.comparison.first')}
          testId="comparison-first"
        />
        <InstrumentSelect
          catalog={catalog}
          types={COMPARISON_SECOND_TYPES}
          value={view.compare_second}
          onChange={(id) => markets.updateView({ compare_second: id })}
          label={t('markets.comparison.second')}
          testId="comparison-second"
        />
        <Select
          label={t('markets.comparison.mode')}
          data={COMPARISON_MODES.map((value) => ({ value, label: t(`markets.comparison.modes.${value}`) }))}
          value={mode}
          onChange={(value) => {
            if (value) markets.updateView({ compare_mode: value as ComparisonMode });
          }}
          allowDeselect={false}
          w={200}
          data-testid="comparison-mode"
        />
      </Group>
      <LoadState
        isPending={isPending}
        isError={isError}
        isEmpty={false}
        onRetry={() => {
          void first.history.refetch();
          void second.history.refetch();
        }}
      />
      {!isPending && !isError && pair.dates.length === 0 && (
        <Notice kind="info" testId="comparison-no-overlap">
          {t('markets.comparison.noOverlap')}
        </Notice>
      )}
      {pair.dates.length > 0 && (
        <>
          <Group gap="lg">
            <DataSourceNote rows={first.history.data?.rows ?? []} name={names.first} />
            <DataSourceNote rows={second.history.data?.rows ?? []} name={names.second} />
          </Group>
          {gap !== null && gap > ONE_AXIS_MAX_GAP && (
            <Notice kind="info" testId="comparison-level-gap">
              <Group gap="sm" justify="space-between">
                <Text size="sm">
                  {t('markets.comparison.levelGap', { ...names, gap: formatInteger(gap, lang) })}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => markets.updateView({ compare_mode: 'BASE 100' })}
                >
                  {t('markets.comparison.useBase100')}
                </Button>
              </Group>
            </Notice>
          )}
          <ComparisonChart
            pair={pair}
            mode={mode}
            names={names}
            indexAxis={indexAxis}
            regression={regression}
            label={t('markets.comparison.chartLabel', {
              ...names,
              mode: mode === 'BASE 100' ? indexAxis : t(`markets.comparison.modes.${mode}`),
              count: pair.dates.length,
            })}
          />
          {regression && (
            <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="regression-stats">
              {(
                [
                  ['slope', formatSignificant(regression.slope, lang, 6)],
                  ['intercept', formatSignificant(regression.intercept, lang, 6)],
                  ['r2', formatNumber(regression.r2, lang, 4)],
                  ['points', formatInteger(pair.dates.length, lang)],
                ] as const
              ).map(([key, value]) => (
                <LabelledFigure
                  key={key}
                  label={t(`markets.comparison.${key}`)}
                  value={value}
                  testId={`regression-${key}`}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
