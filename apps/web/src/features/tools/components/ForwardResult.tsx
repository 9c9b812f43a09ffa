import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger, formatNumber, formatPercent } from '../../../utils/format.ts';
import type { ForwardForm, ForwardOutcome } from '../utils/forwardCalc.ts';
import { ResultRow } from './ResultRow.tsx';
import { ToolCard } from './ToolCard.tsx';

/** The forward, its points and the rate difference it implies, with the formula that gave them. */
export function ForwardResult({
  forward,
  compounding,
}: {
  forward: ForwardOutcome;
  compounding: ForwardForm['compounding'];
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
          value={formatNumber(forward.forward, lang, 6)}
          testId="forward-value"
        />
        <ResultRow
          label={t('tools.forward.points')}
          value={formatNumber(forward.points, lang, 6)}
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
