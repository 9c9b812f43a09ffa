import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger, formatNumber, formatPercent } from '../../../utils/format.ts';
import { withUnit } from '../../analytics/index.ts';
import type { ForwardForm, ForwardOutcome } from '../utils/forwardCalc.ts';
import { ResultRow } from './ResultRow.tsx';
import { ToolCard } from './ToolCard.tsx';

/**
 * The forward and its points to the pair's quote decimals, in its unit, and the rate difference it
 * implies, with the formula that gave them.
 */
export function ForwardResult({
  forward,
  compounding,
  decimals,
  unit,
}: {
  forward: ForwardOutcome;
  compounding: ForwardForm['compounding'];
  /** The pair's quote decimals (USDCOP 2, EURUSD 4). */
  decimals: number;
  /** How the pair is quoted: "COP per USD". */
  unit: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ToolCard testId="forward-result" title={t('tools.forward.resultTitle')} titleGap="md">
      <Stack gap="xs">
        <ResultRow
          label={t('tools.forward.delivery')}
          value={formatDate(forward.deliveryDate, lang)}
          testId="forward-delivery"
        />
        <ResultRow
          label={t('tools.forward.days')}
          value={`${formatInteger(forward.days, lang)} · ${formatNumber(forward.years, lang, 6)} ${t('tools.forward.yearsAct365')}`}
        />
        <Divider />
        <ResultRow
          label={t('tools.forward.forward')}
          value={withUnit(formatNumber(forward.forward, lang, decimals), unit)}
          testId="forward-value"
        />
        <ResultRow
          label={t('tools.forward.points')}
          value={withUnit(formatNumber(forward.points, lang, decimals), unit)}
          testId="forward-points"
        />
        <ResultRow
          label={t('tools.forward.impliedDifference')}
          value={
            forward.impliedRateDifference === null
              ? '—'
              : formatPercent(forward.impliedRateDifference, lang, 4)
          }
          testId="forward-implied"
        />
      </Stack>
      <Text size="xs" c="dimmed" mt="md">
        {compounding === 'continuous'
          ? t('tools.forward.formulaContinuous')
          : t('tools.forward.formulaSimple')}
      </Text>
    </ToolCard>
  );
}
