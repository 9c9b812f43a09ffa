import {
  COMMODITY_BUCKETS,
  type CommodityBucket,
  EXPIRY_FILTERS,
  FIXATION_FILTERS,
} from '@cobertura/contracts';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the commodity analysis is asked for, besides the valuation. */
export interface CommodityChoices {
  bucket: CommodityBucket;
  expiry: (typeof EXPIRY_FILTERS)[number];
  fixation: (typeof FIXATION_FILTERS)[number];
  /** Undefined: the server's default (the end product's unit, else the commodity's). */
  unit: string | undefined;
  /** Undefined: the first the company's pairs offer. */
  localCurrency: string | undefined;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  (list as readonly string[]).includes(value ?? '');

/** The bucket, the two filters, the unit and the local currency of the commodity analysis. */
export function CommodityControls({
  choices,
  unit,
  unitOptions,
  localCurrency,
  localOptions,
  onChange,
}: {
  choices: CommodityChoices;
  /** The unit the figures shown are in. */
  unit: string | null;
  unitOptions: readonly string[];
  localCurrency: string | undefined;
  localOptions: readonly string[];
  onChange: (changes: Partial<CommodityChoices>) => void;
}) {
  const { t } = useTranslation();
  const segment = (label: string, testId: string, control: React.ReactNode) => (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${testId}-label`}>
        {label}
      </Text>
      {control}
    </Stack>
  );
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-testid="commodity-controls">
      <Select
        label={t('analytics.commodity.controls.bucket')}
        data={COMMODITY_BUCKETS.map((value) => ({ value, label: t(`analytics.commodity.buckets.${value}`) }))}
        value={choices.bucket}
        onChange={(value) => isOneOf(COMMODITY_BUCKETS, value) && onChange({ bucket: value })}
        allowDeselect={false}
        w={160}
        data-testid="commodity-bucket"
      />
      {segment(
        t('analytics.commodity.controls.expiry'),
        'commodity-expiry',
        <SegmentedControl
          aria-labelledby="commodity-expiry-label"
          data={EXPIRY_FILTERS.map((value) => ({ value, label: t(`analytics.commodity.expiry.${value}`) }))}
          value={choices.expiry}
          onChange={(value) => isOneOf(EXPIRY_FILTERS, value) && onChange({ expiry: value })}
          data-testid="commodity-expiry"
        />,
      )}
      {segment(
        t('analytics.commodity.controls.fixation'),
        'commodity-fixation',
        <SegmentedControl
          aria-labelledby="commodity-fixation-label"
          data={FIXATION_FILTERS.map((value) => ({
            value,
            label: t(`analytics.commodity.fixation.${value}`),
          }))}
          value={choices.fixation}
          onChange={(value) => isOneOf(FIXATION_FILTERS, value) && onChange({ fixation: value })}
          data-testid="commodity-fixation"
        />,
      )}
      <Select
        label={t('analytics.commodity.controls.unit')}
        data={[...unitOptions]}
        value={unit}
        onChange={(value) => value && onChange({ unit: value })}
        allowDeselect={false}
        disabled={unitOptions.length < 2}
        w={130}
        data-testid="commodity-unit"
      />
      <Select
        label={t('analytics.commodity.controls.localCurrency')}
        data={[...localOptions]}
        value={localCurrency ?? null}
        placeholder={t('analytics.commodity.controls.noLocalCurrency')}
        onChange={(value) => value && onChange({ localCurrency: value })}
        allowDeselect={false}
        disabled={localOptions.length === 0}
        w={130}
        data-testid="commodity-local-currency"
      />
    </Group>
  );
}
