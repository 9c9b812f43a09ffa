import { RISK_CONFIDENCES, type RiskMethodName, type ValuationGroup } from '@cobertura/contracts';
import { Group, Loader, NumberInput, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { useRisk } from '../hooks/useRisk.ts';
import { percentText } from '../utils/figureText.ts';
import { ResultsState } from './ResultsState.tsx';
import { RiskFigures } from './RiskFigures.tsx';

/** The horizon the screen starts with: two weeks of business days. */
const DEFAULT_HORIZON_DAYS = 10;
const MAX_HORIZON_DAYS = 250;
/** Typing a horizon asks once the user pauses, not once per key. */
const HORIZON_DELAY_MS = 400;
/** The spinner's place while the first figures are on their way. */
const LOADING_HEIGHT = 160;

const isHorizon = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_HORIZON_DAYS;

/**
 * The risk of one portfolio and asset of a kept valuation (spec 02 §4, §9): VaR and expected
 * shortfall by method at the confidence and horizon chosen, VaR and CFaR per period for one method,
 * and the risk-profile score with its nine-label breakdown.
 */
export function RiskPanel({
  valuationId,
  group,
  name,
  decimals,
}: {
  valuationId: string;
  group: ValuationGroup;
  name: string;
  decimals: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [confidence, setConfidence] = useState<number>(0.95);
  const [horizon, setHorizon] = useState<number | string>(DEFAULT_HORIZON_DAYS);
  const [method, setMethod] = useState<RiskMethodName>('monte-carlo');
  const [typedHorizon] = useDebouncedValue(horizon, HORIZON_DELAY_MS);
  // A horizon out of range asks nothing: the field says why and the figures shown stay.
  const risk = useRisk(
    valuationId,
    isHorizon(typedHorizon) ? { confidence, horizon_days: typedHorizon as number } : null,
  );
  const found = risk.reply?.groups.find(
    (g) => g.portfolio_id === group.portfolio_id && g.asset === group.asset,
  );

  return (
    <Stack gap="md" data-testid="risk-panel">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <LabelledSegments
          label={t('analytics.risk.confidence')}
          labelId="risk-confidence-label"
          value={String(confidence)}
          onChange={(value) => setConfidence(Number(value))}
          data={RISK_CONFIDENCES.map((c) => ({ value: String(c), label: percentText(c, lang) }))}
          data-testid="risk-confidence"
        />
        <NumberInput
          label={t('analytics.risk.horizon')}
          value={horizon}
          onChange={setHorizon}
          min={1}
          max={MAX_HORIZON_DAYS}
          allowDecimal={false}
          clampBehavior="none"
          w={200}
          error={isHorizon(horizon) ? undefined : t('analytics.risk.badHorizon', { max: MAX_HORIZON_DAYS })}
          data-testid="risk-horizon"
        />
        {risk.isRefreshing && <Loader size="xs" aria-label={t('analytics.risk.loading')} />}
      </Group>
      <ResultsState
        isLoading={risk.isPending}
        loadingText={t('analytics.risk.loading')}
        isError={risk.isError}
        staleText={risk.isStale ? t('analytics.risk.stale') : null}
        failedText={t('analytics.risk.failed')}
        onRetry={risk.retry}
        testPrefix="risk"
        minHeight={LOADING_HEIGHT}
      />
      {risk.reply && found && (
        <RiskFigures
          group={found}
          reply={risk.reply}
          method={method}
          onMethod={setMethod}
          name={name}
          decimals={decimals}
        />
      )}
    </Stack>
  );
}
