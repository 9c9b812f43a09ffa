import { Card, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { marketsQueries } from '../api/marketsQueries.ts';
import { useCloses } from '../hooks/useCloses.ts';
import { windowStart } from '../utils/historyWindow.ts';
import type { MarketSectionProps } from '../utils/marketSection.ts';
import { DataSourceNote } from './DataSourceNote.tsx';
import { LoadState } from './LoadState.tsx';
import { MovesTable } from './MovesTable.tsx';
import { CurveChart, RateHistoryChart } from './RateCharts.tsx';
import { SimulatedBadge } from './SimulatedBadge.tsx';

/** Macro: a currency's interest-rate curve and the history of one of its tenors; the indices' moves. */
export function MacroSection({ catalog, markets, today }: MarketSectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const currency = markets.choices.view.curve_currency;
  const rates = catalog.filter((instrument) => instrument.type === 'interest-rate');
  const currencies = [...new Set(rates.map((instrument) => instrument.currency))].sort();
  const curve = useQuery(marketsQueries.curve(currency));
  const points = curve.data ?? [];
  const [tenorChoice, setTenorChoice] = useState<string | null>(null);
  const tenor = points.find((p) => p.instrument === tenorChoice)?.instrument ?? points[0]?.instrument ?? null;
  const tenorHistory = useCloses(tenor ?? '', windowStart(markets.choices.view.window, today));
  const tenorTerm = points.find((p) => p.instrument === tenor)?.term ?? '';

  return (
    <Stack gap="lg" data-testid="macro-section">
      <Group align="flex-end">
        <Select
          label={t('markets.macro.currency')}
          data={currencies.length > 0 ? currencies : [currency]}
          value={currency}
          onChange={(value) => {
            if (value) markets.updateView({ curve_currency: value });
          }}
          allowDeselect={false}
          w={140}
          data-testid="macro-currency"
        />
        <Select
          label={t('markets.macro.tenor')}
          data={points.map((p) => ({ value: p.instrument, label: p.term }))}
          value={tenor}
          onChange={setTenorChoice}
          allowDeselect={false}
          w={140}
          data-testid="macro-tenor"
        />
      </Group>
      <LoadState
        isPending={curve.isPending}
        isError={curve.isError}
        isEmpty={false}
        onRetry={() => void curve.refetch()}
      />
      {curve.isSuccess && points.length === 0 && <Notice kind="info">{t('markets.macro.noCurve')}</Notice>}
      {points.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Card withBorder padding="md">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="h5">
                {t('markets.macro.curveTitle')} {currency}
              </Title>
              {points.some((p) => p.simulated) && <SimulatedBadge />}
            </Group>
            <CurveChart
              points={points}
              label={t('markets.macro.curveLabel', {
                currency,
                points: points.map((p) => `${p.term} ${formatNumber(p.rate, lang, 2)} %`).join(', '),
              })}
            />
          </Card>
          <Card withBorder padding="md">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="h5">
                {t('markets.macro.historyTitle', { tenor: `${currency} ${tenorTerm}` })}
              </Title>
              <DataSourceNote rows={tenorHistory.history.data?.rows ?? []} />
            </Group>
            <RateHistoryChart
              closes={tenorHistory.closes}
              label={t('markets.macro.historyTitle', { tenor: `${currency} ${tenorTerm}` })}
            />
          </Card>
        </SimpleGrid>
      )}
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('markets.macro.indicesTitle')}
        </Title>
        <MovesTable type="index" />
      </Stack>
    </Stack>
  );
}
