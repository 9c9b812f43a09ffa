import type { PriceSuccess } from '@cobertura/finance/product';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../utils/format.ts';

/** Vega is per 1.00 of volatility (library convention); a vol point is 0.01. */
const VOL_POINTS_PER_UNIT = 100;
/** Theta is per year of calendar time (library convention); ACT/365 days per year. */
const DAYS_PER_YEAR = 365;

/** What a price is in and for: the currency of prices, the unit one price buys, the notional. */
export interface PremiumTerms {
  readonly currency: string;
  readonly unit: string;
  /** null when the notional field does not read as a number. */
  readonly notional: number | null;
}

/**
 * Price and Greeks per one unit of the underlying (the library's units and the usual desk units),
 * and the premium for the notional.
 */
export function PricingResult({ result, terms }: { result: PriceSuccess; terms: PremiumTerms }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number, digits = 6) => formatNumber(v, lang, digits);
  const rows: { key: string; value: string; unit: string; testId: string }[] = [
    {
      key: 'price',
      value: n(result.price),
      unit: t('tools.pricer.units.price', { currency: terms.currency, unit: terms.unit }),
      testId: 'result-price',
    },
    ...(terms.notional !== null
      ? [
          {
            key: 'premium',
            value: formatMoney(result.price * terms.notional, terms.currency, lang),
            unit: t('tools.pricer.units.premium', {
              notional: formatNumber(terms.notional, lang, 0),
              unit: terms.unit,
            }),
            testId: 'result-premium',
          },
        ]
      : []),
    ...(result.stdError !== undefined
      ? [
          {
            key: 'stdError',
            value: n(result.stdError),
            unit: t('tools.pricer.units.stdError'),
            testId: 'result-std-error',
          },
        ]
      : []),
    { key: 'delta', value: n(result.delta), unit: t('tools.pricer.units.delta'), testId: 'result-delta' },
    { key: 'gamma', value: n(result.gamma, 4), unit: t('tools.pricer.units.gamma'), testId: 'result-gamma' },
    { key: 'vega', value: n(result.vega), unit: t('tools.pricer.units.vega'), testId: 'result-vega' },
    {
      key: 'vegaPoint',
      value: n(result.vega / VOL_POINTS_PER_UNIT, 8),
      unit: t('tools.pricer.units.vegaPoint'),
      testId: 'result-vega-point',
    },
    { key: 'theta', value: n(result.theta), unit: t('tools.pricer.units.theta'), testId: 'result-theta' },
    {
      key: 'thetaDay',
      value: n(result.theta / DAYS_PER_YEAR, 8),
      unit: t('tools.pricer.units.thetaDay'),
      testId: 'result-theta-day',
    },
  ];
  return (
    <Table withRowBorders verticalSpacing={6} data-testid="pricing-result">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th w="28%">{t(`tools.pricer.measures.${row.key}`)}</Table.Th>
            <Table.Td
              ta="right"
              ff="monospace"
              fz={row.key === 'price' ? 'lg' : 'sm'}
              fw={row.key === 'price' ? 700 : 400}
              data-testid={row.testId}
            >
              {row.value}
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {row.unit}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
