import { Group, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import type { PricerForm } from '../utils/pricerForm.ts';

/** The time to expiry: typed in years, or as a valuation date and an expiry date (ACT/365). */
export function ExpiryFields({ form }: { form: UseFormReturnType<PricerForm> }) {
  const { t } = useTranslation();
  const field = form.getInputProps;
  return (
    <>
      <Group gap="sm" align="flex-end" grow>
        <SegmentedControl
          {...field('expiryMode')}
          data={[
            { value: 'years', label: t('tools.pricer.expiryYearsMode') },
            { value: 'date', label: t('tools.pricer.expiryDateMode') },
          ]}
        />
      </Group>
      {form.values.expiryMode === 'years' ? (
        <DecimalInput
          label={t('tools.pricer.expiryYears')}
          {...field('expiryYears')}
          testId="pricer-expiry-years"
        />
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="date" label={t('tools.pricer.valuationDate')} {...field('valuationDate')} />
          <TextInput
            type="date"
            label={t('tools.pricer.expiryDate')}
            description={t('tools.pricer.act365')}
            {...field('expiryDate')}
            data-testid="pricer-expiry-date"
          />
        </SimpleGrid>
      )}
    </>
  );
}
