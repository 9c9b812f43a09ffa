import { useTranslation } from 'react-i18next';
import { type MarketSectionProps, PICKER_TYPES } from '../utils/marketSection.ts';
import { InstrumentSelect } from './InstrumentSelect.tsx';

/**
 * The instrument the technical, seasonality and percentile sections share (`view.instrument`);
 * choosing another leaves its contract month for the continuous series.
 */
export function ViewInstrumentSelect({
  catalog,
  markets,
  testId,
}: Pick<MarketSectionProps, 'catalog' | 'markets'> & { testId: string }) {
  const { t } = useTranslation();
  return (
    <InstrumentSelect
      catalog={catalog}
      types={PICKER_TYPES}
      value={markets.choices.view.instrument}
      onChange={(id) => markets.updateView({ instrument: id, contract: null })}
      label={t('markets.picker.instrument')}
      testId={testId}
    />
  );
}
