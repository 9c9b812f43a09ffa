import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import type { useSelectionValuation } from '../hooks/useSelectionValuation.ts';

type SelectionValuation = ReturnType<typeof useSelectionValuation>;

/** Why an analytics screen values nothing: no asset of the kind in the company, or a shock out of range. */
export function SelectionNotices({
  selected,
  testPrefix,
}: {
  selected: Pick<SelectionValuation, 'analytics' | 'hasNothingToValue' | 'isShockOutOfRange'>;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {selected.hasNothingToValue && (
        <Notice kind="info" testId={`${testPrefix}-no-assets`}>
          {selected.analytics.kind === 'currency'
            ? t('analytics.state.noAssets')
            : t('analytics.state.noCommodities')}
        </Notice>
      )}
      {selected.isShockOutOfRange && (
        <Notice kind="warning" testId={`${testPrefix}-no-shock`}>
          {t('analytics.state.noShock')}
        </Notice>
      )}
    </>
  );
}
