import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PricerForm } from '../utils/pricerForm.ts';
import { STRATEGY_PRESETS, type StrategyPreset } from '../utils/strategyPresets.ts';
import { StrategyLegs } from './StrategyLegs.tsx';

/** A strategy's preset and side, which lay out its legs, and the legs themselves. */
export function StrategyFields({
  form,
  preset,
  onPreset,
  onLegsEdited,
}: {
  form: UseFormReturnType<PricerForm>;
  preset: StrategyPreset;
  onPreset: (preset: StrategyPreset, side?: PricerForm['side']) => void;
  onLegsEdited: () => void;
}) {
  const { t } = useTranslation();
  const { side, legs } = form.values;
  return (
    <>
      {/* Each on its own row: the hedger's choices are long sentences. */}
      <Select
        label={t('tools.pricer.preset')}
        data={STRATEGY_PRESETS.map((p) => ({
          value: p,
          label: t(`tools.pricer.presets.${p}`),
        }))}
        value={preset}
        onChange={(v) => v && onPreset(v as StrategyPreset)}
        allowDeselect={false}
        data-testid="pricer-preset"
      />
      <Select
        label={t('tools.pricer.side')}
        data={[
          { value: 'buyer', label: t('tools.pricer.buyer') },
          { value: 'seller', label: t('tools.pricer.seller') },
        ]}
        value={side}
        onChange={(v) => v && onPreset(preset, v as PricerForm['side'])}
        allowDeselect={false}
        data-testid="pricer-side"
      />
      <StrategyLegs
        legs={legs}
        onChange={(next) => {
          onLegsEdited();
          form.setValues({ legs: next });
        }}
      />
    </>
  );
}
