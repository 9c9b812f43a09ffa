import { SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { CALENDAR_CURRENCIES } from '../utils/calendarCalc.ts';
import { type PricerForm, pricedUnitOf } from '../utils/pricerForm.ts';

/**
 * The underlying and its market: an FX pair or a future, the notional, the spot (or futures price),
 * the strike, the rates and the volatility, as far as the kind priced needs them.
 */
export function MarketFields({ form }: { form: UseFormReturnType<PricerForm> }) {
  const { t } = useTranslation();
  const values = form.values;
  const field = form.getInputProps;
  const isFx = values.underlying === 'fx';
  return (
    <>
      <SegmentedControl
        fullWidth
        {...field('underlying')}
        data={[
          { value: 'fx', label: t('tools.pricer.fx') },
          { value: 'future', label: t('tools.pricer.future') },
        ]}
      />
      <SimpleGrid cols={2} spacing="sm">
        {isFx ? (
          <Select
            label={t('tools.pricer.base')}
            data={CALENDAR_CURRENCIES}
            searchable
            allowDeselect={false}
            {...field('base')}
            data-testid="pricer-base"
          />
        ) : (
          <TextInput
            label={t('tools.pricer.futureUnit')}
            {...field('futureUnit')}
            data-testid="pricer-future-unit"
          />
        )}
        <Select
          label={isFx ? t('tools.pricer.quote') : t('tools.pricer.priceCurrency')}
          data={CALENDAR_CURRENCIES}
          searchable
          allowDeselect={false}
          {...field('quote')}
          data-testid="pricer-quote"
        />
        <DecimalInput
          label={t('tools.pricer.notional', { unit: pricedUnitOf(values) })}
          {...field('notional')}
          testId="pricer-notional"
        />
        <DecimalInput
          label={isFx ? t('tools.pricer.spot') : t('tools.pricer.futuresPrice')}
          {...field('spot')}
          testId="pricer-spot"
        />
        {values.kind !== 'strategy' && (
          <DecimalInput label={t('tools.pricer.strike')} {...field('strike')} testId="pricer-strike" />
        )}
        <DecimalInput
          label={t('tools.pricer.rDomestic')}
          {...field('rDomestic')}
          unit="%"
          testId="pricer-rd"
        />
        {isFx && (
          <DecimalInput
            label={t('tools.pricer.rForeign')}
            {...field('rForeign')}
            unit="%"
            testId="pricer-rf"
          />
        )}
        {values.kind !== 'forward' && (
          <DecimalInput label={t('tools.pricer.vol')} {...field('vol')} unit="%" testId="pricer-vol" />
        )}
      </SimpleGrid>
    </>
  );
}
