import { Group, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import type { useFormChoices } from '../hooks/useFormChoices.ts';
import type { RequestFormValues } from '../utils/requestForm.ts';

/**
 * What is hedged: one of the user's portfolios, one of its assets, and the side (a buyer pays the
 * asset, a seller receives it). Another asset kind empties the strategy: catalogues differ by kind.
 */
export function WhatFields({
  form,
  choices,
}: {
  form: UseFormReturnType<RequestFormValues>;
  choices: ReturnType<typeof useFormChoices>;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" grow>
      <Select
        label={t('hedge.form.portfolio')}
        data={choices.portfolios}
        searchable
        allowDeselect={false}
        {...form.getInputProps('portfolio_id')}
        data-testid="hedge-form-portfolio"
      />
      <Select
        label={t('hedge.form.asset')}
        data={
          form.values.asset && !choices.assets.includes(form.values.asset)
            ? [form.values.asset, ...choices.assets]
            : choices.assets
        }
        searchable
        allowDeselect={false}
        {...form.getInputProps('asset')}
        onChange={(asset) => {
          form.setFieldValue('asset', asset ?? '');
          // A pair after a commodity (or the reverse) takes another catalogue's strategies.
          if (choices.areaOf(asset ?? '') !== choices.area)
            form.setValues({ strategy: '', strikes: [], barriers: [] });
        }}
        data-testid="hedge-form-asset"
      />
      <LabelledSegments
        label={t('hedge.form.side')}
        labelId="hedge-form-side-label"
        data={(['buyer', 'seller'] as const).map((side) => ({
          value: side,
          label: t(`hedge.sides.${side}`),
        }))}
        value={form.values.side}
        onChange={(side) => form.setFieldValue('side', side as RequestFormValues['side'])}
        data-testid="hedge-form-side"
      />
    </Group>
  );
}
