import type { CatalogInstrument } from '@cobertura/contracts';
import { Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatPercent, formatSignificant } from '../../../utils/format.ts';
import { useCloses } from '../hooks/useCloses.ts';
import type { useMarketsChoices } from '../hooks/useMarketsChoices.ts';
import { yearsBefore } from '../utils/historyWindow.ts';
import { histogram, PERCENTILE_YEARS, pricePercentiles } from '../utils/pricePercentiles.ts';
import { DataSourceNote } from './DataSourceNote.tsx';
import { DistributionChart } from './DistributionChart.tsx';
import { InstrumentSelect } from './InstrumentSelect.tsx';
import { LoadState } from './LoadState.tsx';

type Markets = ReturnType<typeof useMarketsChoices>;

const TYPES = ['currency', 'commodity', 'index'] as const;
const BINS = 30;
const LONGEST = Math.max(...PERCENTILE_YEARS);
/** A plural text: i18next picks `years_one` or `years_other` by the count. */
const YEARS_TEXT = 'markets.percentiles.years';

/** Where today's price sits in its 1, 3, 5 and 10-year distributions, one of them drawn. */
export function PercentilesSection({
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
  const { view } = markets.choices;
  const { history, closes } = useCloses(view.instrument, yearsBefore(today, LONGEST));
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
  const name = catalog.find((instrument) => instrument.id === view.instrument)?.short_name ?? view.instrument;
  const yearsText = (count: number) => t(YEARS_TEXT, { count });
  const selected = ranks.find((rank) => rank.years === years);

  return (
    <Stack gap="md" data-testid="percentiles-section">
      <Group align="flex-end" gap="md">
        <InstrumentSelect
          catalog={catalog}
          types={TYPES}
          value={view.instrument}
          onChange={(id) => markets.updateView({ instrument: id, contract: null })}
          label={t('markets.picker.instrument')}
          testId="percentiles-instrument"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="percentile-window-label">
            {t('markets.percentiles.window')}
          </Text>
          <SegmentedControl
            aria-labelledby="percentile-window-label"
            data={PERCENTILE_YEARS.map((count) => ({ value: String(count), label: yearsText(count) }))}
            value={String(years)}
            onChange={(value) => setYears(Number(value))}
          />
        </Stack>
      </Group>
      <LoadState
        isPending={history.isPending}
        isError={history.isError}
        isEmpty={history.isSuccess && closes.length === 0}
        onRetry={() => void history.refetch()}
      />
      {last && (
        <>
          <DataSourceNote rows={history.data?.rows ?? []} />
          <Table data-testid="percentiles-table" maw={720}>
            <Table.Caption>{t('markets.percentiles.table')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('markets.percentiles.window')}</Table.Th>
                <Table.Th ta="right">{t('markets.percentiles.rank')}</Table.Th>
                <Table.Th ta="right">{t('markets.percentiles.range')}</Table.Th>
                <Table.Th ta="right">{t('markets.percentiles.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranks.map((rank) => (
                <Table.Tr key={rank.years} data-testid={`percentile-${rank.years}`}>
                  <Table.Td>
                    <Group gap="xs">
                      {yearsText(rank.years)}
                      {rank.isPartial && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('markets.percentiles.partial')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{formatPercent(rank.rank, lang, 0)}</Table.Td>
                  <Table.Td ta="right">
                    {formatSignificant(rank.min, lang, 5)} – {formatSignificant(rank.max, lang, 5)}
                  </Table.Td>
                  <Table.Td ta="right">{formatInteger(rank.count, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {selected && (
            <DistributionChart
              bins={bins}
              today={last.close}
              label={t('markets.percentiles.chartLabel', {
                instrument: name,
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
