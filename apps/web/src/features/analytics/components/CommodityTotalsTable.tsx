import type { CommodityBucketTotalsFigures, PriceSplitFigures } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { amountText, MISSING, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';

/** Commodity prices show cents (USD/bbl, MYR/mt): two decimals. */
export const PRICE_DECIMALS = 2;

const QUANTITIES = [
  'budget_quantity',
  'forecast_quantity',
  'ratio',
  'fixed_quantity',
  'hedged_quantity',
] as const;
const QUANTITY_KEYS = {
  budget_quantity: 'budgetQuantity',
  forecast_quantity: 'forecastQuantity',
  ratio: 'ratio',
  fixed_quantity: 'fixedQuantity',
  hedged_quantity: 'hedgedQuantity',
} as const;
const PRICES = [
  ['budget_price', 'budgetPrice'],
  ['market_price', 'marketPrice'],
  ['fixed_price', 'fixedPrice'],
  ['net_price', 'netPrice'],
] as const;
const PARTS = [
  ['futures', 'futures'],
  ['ratio', 'ratioPart'],
  ['basis', 'basis'],
  ['price', 'price'],
] as const;

/**
 * The totals per bucket (spec 02 §3 "Commodity analysis totals per period"): the quantities, then
 * the budget, market, fixed and net prices each as futures + ratio + basis = price; the total last.
 */
export function CommodityTotalsTable({
  buckets,
  total,
  unit,
}: {
  buckets: readonly CommodityBucketTotalsFigures[];
  total: CommodityBucketTotalsFigures;
  unit: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const k = (key: string) => t(`analytics.commodity.totals.${key}`);
  const priceText = (split: PriceSplitFigures | null, part: keyof PriceSplitFigures) =>
    split === null ? MISSING : rateText(split[part], lang, PRICE_DECIMALS);
  const row = (bucket: CommodityBucketTotalsFigures, label: string, testId: string) => (
    <Table.Tr key={bucket.key} data-testid={testId}>
      <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Table.Th>
      {QUANTITIES.map((key) => (
        <Table.Td key={key} style={NUMERIC_CELL}>
          {key === 'ratio'
            ? bucket.ratio === null
              ? MISSING
              : formatNumber(bucket.ratio, lang, 2)
            : amountText(bucket[key], lang)}
        </Table.Td>
      ))}
      {PRICES.flatMap(([price]) =>
        PARTS.map(([part]) => (
          <Table.Td key={`${price}-${part}`} style={NUMERIC_CELL} fw={part === 'price' ? 600 : undefined}>
            {priceText(bucket[price], part)}
          </Table.Td>
        )),
      )}
    </Table.Tr>
  );
  return (
    <ScrollRegion
      minWidth={1600}
      maxHeight={520}
      label={t('analytics.commodity.totals.label', { unit })}
      testId="commodity-totals"
    >
      <Table fz="sm" striped stickyHeader withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>{k('period')}</Table.Th>
            <Table.Th colSpan={QUANTITIES.length} ta="center">
              {k('quantities')}
            </Table.Th>
            {PRICES.map(([price, key]) => (
              <Table.Th key={price} colSpan={PARTS.length} ta="center">
                {k(key)}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {QUANTITIES.map((key) => (
              <Table.Th key={key} style={NUMERIC_CELL}>
                {k(QUANTITY_KEYS[key])}
              </Table.Th>
            ))}
            {PRICES.flatMap(([price]) =>
              PARTS.map(([part, key]) => (
                <Table.Th key={`${price}-${part}`} style={NUMERIC_CELL}>
                  {k(key)}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {buckets.map((bucket) => row(bucket, bucket.key, 'commodity-bucket-row'))}
          {row(total, k('total'), 'commodity-total-row')}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
