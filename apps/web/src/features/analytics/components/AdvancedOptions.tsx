import type { TAdvancedAnalyticsRequest } from '@cobertura/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { percentText } from '../utils/figureText.ts';

/** The VaR confidences offered; the server takes any in [90 %, 99.9 %]. */
const CONFIDENCES = ['0.95', '0.99'];
/** Years of history the stress days and the back-test read. */
const LOOKBACKS = ['1', '2', '3', '5', '10'];

export type AdvancedOptionChoices = Partial<TAdvancedAnalyticsRequest>;

/** The advanced analytics' own choices: the VaR confidence and the years of history read. */
export function AdvancedOptions({
  options,
  onChange,
}: {
  options: AdvancedOptionChoices;
  onChange: (changes: AdvancedOptionChoices) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <Select
        label={t('analytics.advanced.confidence')}
        data={CONFIDENCES.map((c) => ({ value: c, label: percentText(Number(c), lang) }))}
        value={String(options.confidence)}
        onChange={(value) => value && onChange({ confidence: Number(value) })}
        allowDeselect={false}
        w={130}
        data-testid="advanced-confidence"
      />
      <Select
        label={t('analytics.advanced.lookback')}
        data={LOOKBACKS.map((y) => ({
          value: y,
          label: t('analytics.advanced.years', { count: Number(y) }),
        }))}
        value={String(options.lookback_years)}
        onChange={(value) => value && onChange({ lookback_years: Number(value) })}
        allowDeselect={false}
        w={130}
        data-testid="advanced-lookback"
      />
    </>
  );
}
