import { sideStrategyName } from '@cobertura/finance/optimizer';
import { Group, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import type { useFormChoices } from '../hooks/useFormChoices.ts';
import { rateUnit } from '../utils/figures.ts';
import { legHasBarrier, legNeedsStrike, sideLeg } from '../utils/legs.ts';
import type { RequestFormValues } from '../utils/requestForm.ts';

/**
 * How it is hedged: a strategy of the asset's catalogue (named as the side holds it), a strike on
 * each option leg (one for a pair of equal strikes) and a barrier where the leg has one, in the
 * asset's rate unit, and the share of each amount hedged. A forward takes no strike: the banks
 * quote its rate.
 */
export function StrategyFields({
  form,
  choices,
}: {
  form: UseFormReturnType<RequestFormValues>;
  choices: ReturnType<typeof useFormChoices>;
}) {
  const { t, i18n } = useTranslation();
  const { strategy } = choices;
  const side = form.values.side;
  const unit = rateUnit(choices.units, i18n.language);
  // The rate unit is too long for the field's own corner: the label says it.
  const unitLabel = (label: string) => (unit ? `${label} (${unit})` : label);
  const terms = (key: 'strikes' | 'barriers', i: number, text: string) =>
    form.setFieldValue(
      key,
      (strategy?.legs ?? []).map((_, j) => (j === i ? text : (form.values[key][j] ?? ''))),
    );
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md">
        <Select
          label={t('hedge.form.strategy')}
          data={choices.catalogue.map((s) => ({
            value: String(s.pk_idstrategy),
            label: strategyLabel(sideStrategyName(side, s.name), t),
          }))}
          searchable
          allowDeselect={false}
          {...form.getInputProps('strategy')}
          onChange={(value) => form.setValues({ strategy: value ?? '', strikes: [], barriers: [] })}
          data-testid="hedge-form-strategy"
        />
        <DecimalInput
          label={t('hedge.form.percentage')}
          unit="%"
          {...form.getInputProps('percentage')}
          testId="hedge-form-percentage"
        />
      </Group>
      {strategy?.legs.map((leg, i) => {
        const isShared = strategy.first_second_strike_equal && i === 1;
        if (isShared || (!legNeedsStrike(leg) && !legHasBarrier(leg))) return null;
        const held = sideLeg(leg, side);
        const legName = t(held.isBought ? 'hedge.form.bought' : 'hedge.form.sold', {
          derivative: bookValueLabel(held.derivative, t),
        });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a leg is its place in the strategy
          <Group key={i} gap="md" align="flex-start">
            {legNeedsStrike(leg) && (
              <DecimalInput
                label={unitLabel(t('hedge.form.strike', { leg: legName }))}
                description={
                  strategy.first_second_strike_equal && i === 0 ? t('hedge.form.sharedStrike') : undefined
                }
                value={form.values.strikes[i] ?? ''}
                onChange={(text) => terms('strikes', i, text)}
                error={form.errors[`strikes.${i}`]}
                testId={`hedge-form-strike-${i}`}
              />
            )}
            {legHasBarrier(leg) && (
              <DecimalInput
                label={unitLabel(t('hedge.form.barrier', { leg: legName }))}
                value={form.values.barriers[i] ?? ''}
                onChange={(text) => terms('barriers', i, text)}
                error={form.errors[`barriers.${i}`]}
                testId={`hedge-form-barrier-${i}`}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
