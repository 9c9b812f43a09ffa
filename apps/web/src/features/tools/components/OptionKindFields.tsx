import { BARRIER_TYPES, KNOCKS, MONITORINGS } from '@cobertura/finance/product';
import { Select, SimpleGrid, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import type { PricerForm } from '../utils/pricerForm.ts';

/** The terms only some options have: a barrier's, a double barrier's, an Asian's fixings and simulation. */
export function OptionKindFields({ form }: { form: UseFormReturnType<PricerForm> }) {
  const { t } = useTranslation();
  const field = form.getInputProps;
  const { kind, isMonteCarlo } = form.values;
  // A barrier's or a double barrier's watch: continuously, or once a day (the continuity correction).
  const monitoringSelect = (
    <Select
      label={t('tools.pricer.monitoring')}
      data={MONITORINGS.map((m) => ({ value: m, label: t(`tools.pricer.monitorings.${m}`) }))}
      {...field('monitoring')}
      allowDeselect={false}
      data-testid="pricer-monitoring"
    />
  );
  if (kind === 'barrier')
    return (
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('tools.pricer.barrierType')}
          data={BARRIER_TYPES.map((b) => ({
            value: b,
            label: t(`tools.pricer.barrierTypes.${b}`),
          }))}
          {...field('barrierType')}
          allowDeselect={false}
        />
        <DecimalInput label={t('tools.pricer.barrier')} {...field('barrier')} testId="pricer-barrier" />
        <DecimalInput label={t('tools.pricer.rebate')} {...field('rebate')} />
        {monitoringSelect}
      </SimpleGrid>
    );
  if (kind === 'double_barrier')
    return (
      <SimpleGrid cols={2} spacing="sm">
        <DecimalInput
          label={t('tools.pricer.lowerBarrier')}
          {...field('lowerBarrier')}
          testId="pricer-lower-barrier"
        />
        <DecimalInput
          label={t('tools.pricer.upperBarrier')}
          {...field('upperBarrier')}
          testId="pricer-upper-barrier"
        />
        <Select
          label={t('tools.pricer.knock')}
          data={KNOCKS.map((k) => ({ value: k, label: t(`tools.pricer.knocks.${k}`) }))}
          {...field('knock')}
          allowDeselect={false}
          data-testid="pricer-knock"
        />
        {monitoringSelect}
      </SimpleGrid>
    );
  if (kind === 'asian')
    return (
      <>
        <SimpleGrid cols={2} spacing="sm">
          <DecimalInput label={t('tools.pricer.fixings')} {...field('fixings')} testId="pricer-fixings" />
          <DecimalInput label={t('tools.pricer.fixingStart')} {...field('fixingStartYears')} />
        </SimpleGrid>
        <Switch
          label={t('tools.pricer.monteCarlo')}
          {...field('isMonteCarlo', { type: 'checkbox' })}
          data-testid="pricer-monte-carlo"
        />
        {isMonteCarlo && (
          <SimpleGrid cols={2} spacing="sm">
            <DecimalInput label={t('tools.pricer.paths')} {...field('paths')} testId="pricer-paths" />
            <DecimalInput label={t('tools.pricer.seed')} {...field('seed')} />
          </SimpleGrid>
        )}
      </>
    );
  return null;
}
