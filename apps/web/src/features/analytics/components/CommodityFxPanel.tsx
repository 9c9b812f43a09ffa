import type { CommodityAnalysisGroup, CommodityBucketTotalsFigures } from '@cobertura/contracts';
import { SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { amountText, MISSING, percentText, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';

/** FX rates show four decimals: 4,012.3456 COP per USD, 0.2345 USD per MYR. */
const FX_DECIMALS = 4;
const FIGURES = ['value_local', 'commodity_risk', 'fx_risk', 'cross', 'total'] as const;
const FIGURE_KEYS = {
  value_local: 'value',
  commodity_risk: 'commodityRisk',
  fx_risk: 'fxRisk',
  cross: 'cross',
  total: 'total',
} as const;

/**
 * The commodity and currency risk together: per bucket, the position's value in local currency and
 * its change, with the futures and the rate both moved by the valuation's shock, split into the
 * commodity price, the currency and their cross term.
 */
export function CommodityFxPanel({
  group,
  localCurrency,
  hasLocalOptions,
}: {
  group: CommodityAnalysisGroup;
  localCurrency: string | undefined;
  hasLocalOptions: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [scenario, setScenario] = useState<'up' | 'down'>('up');
  const k = (key: string, values?: Record<string, string>) =>
    t(`analytics.commodity.fx.${key}`, values ?? {});
  const { fx, currency, asset } = group;
  const note = (() => {
    if (fx) return null;
    if (!hasLocalOptions) return k('noPairs', { currency: currency ?? MISSING });
    return localCurrency === currency || !localCurrency
      ? k('samePrice', { asset, currency: currency ?? MISSING })
      : null;
  })();
  const rows: [string, string, CommodityBucketTotalsFigures][] = [
    ...group.buckets.map((b): [string, string, CommodityBucketTotalsFigures] => [b.key, b.key, b]),
    ['TOTAL', t('analytics.commodity.totals.total'), group.total],
  ];
  return (
    <Stack gap="xs" data-testid="commodity-fx">
      <Title order={2} size="h4">
        {k('title')}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" data-testid="commodity-fx-note">
          {note}
        </Text>
      )}
      {fx && (
        <>
          <Text size="sm">
            {k('intro', {
              asset,
              commodity: currency ?? MISSING,
              local: fx.local_currency,
              pair: fx.pair,
              rate: rateText(fx.rate, lang, FX_DECIMALS),
              date: formatDate(fx.prices_date, lang),
              shock: percentText(fx.shock, lang),
            })}
          </Text>
          <SegmentedControl
            aria-label={k('scenario')}
            w={220}
            data={[
              { value: 'up', label: k('up') },
              { value: 'down', label: k('down') },
            ]}
            value={scenario}
            onChange={(value) => setScenario(value === 'down' ? 'down' : 'up')}
            data-testid="commodity-fx-scenario"
          />
          <ScrollRegion minWidth={720} maxHeight={420} label={k('label', { currency: fx.local_currency })}>
            <Table fz="sm" striped stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.commodity.totals.period')}</Table.Th>
                  {FIGURES.map((figure) => (
                    <Table.Th key={figure} style={NUMERIC_CELL}>
                      {k(FIGURE_KEYS[figure])}
                      <ColumnUnit unit={fx.local_currency} />
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(([key, label, bucket]) => {
                  const risk = bucket.combined?.[scenario];
                  return (
                    <Table.Tr key={key} data-testid="commodity-fx-row">
                      <Table.Th scope="row">{label}</Table.Th>
                      {FIGURES.map((figure) => (
                        <Table.Td key={figure} style={NUMERIC_CELL} fw={figure === 'total' ? 600 : undefined}>
                          {amountText(risk?.[figure], lang)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      )}
    </Stack>
  );
}
