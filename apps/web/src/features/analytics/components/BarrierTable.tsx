import type { BarrierRisk } from '@cobertura/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { signed } from '../utils/advancedChartOptions.ts';
import { percentText, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { AdvancedSection } from './AdvancedSection.tsx';

/** The live barrier hedges: how far each barrier is, how likely a touch, the coverage either way. */
export function BarrierTable({
  barriers,
  decimals,
  name,
}: {
  barriers: readonly BarrierRisk[];
  decimals: number;
  name: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = t('analytics.advanced.barriers.label', { name });
  /** One line per barrier: a double barrier shows its lower then its upper. */
  const lines = (risk: BarrierRisk, text: (b: BarrierRisk['barriers'][number]) => string) =>
    risk.barriers.map((b) => <div key={b.level}>{text(b)}</div>);
  return (
    <AdvancedSection
      title={t('analytics.advanced.barriers.title')}
      caption={t('analytics.advanced.barriers.caption')}
      testId="advanced-barriers"
    >
      {barriers.length === 0 ? (
        <Notice kind="info" testId="barriers-empty">
          {t('analytics.advanced.barriers.empty')}
        </Notice>
      ) : (
        <ScrollRegion minWidth={1000} label={label}>
          <Table striped fz="sm" aria-label={label} data-testid="barrier-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.advanced.barriers.hedge')}</Table.Th>
                <Table.Th>{t('analytics.advanced.barriers.type')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.advanced.barriers.barrier')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.advanced.barriers.price')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.advanced.barriers.distance')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.advanced.barriers.touch')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.advanced.barriers.ifTouched')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.advanced.barriers.ifNotTouched')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {barriers.map((risk) => (
                <Table.Tr key={risk.pk} data-testid={`barrier-${risk.pk}`}>
                  <Table.Td>
                    <div>{risk.pk}</div>
                    <Text size="xs" c="dimmed">
                      {risk.derivative_type}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`analytics.advanced.barriers.knock.${risk.knock}`)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>
                    {lines(risk, (b) => rateText(b.level, lang, decimals))}
                  </Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{rateText(risk.price, lang, decimals)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>
                    {lines(
                      risk,
                      (b) =>
                        `${signed(percentText(b.percent, lang), b.percent)} (${signed(rateText(b.distance, lang, decimals), b.distance)})`,
                    )}
                  </Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{percentText(risk.touchProbability, lang)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{percentText(risk.coverageIfTouched, lang)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{percentText(risk.coverageIfNotTouched, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </AdvancedSection>
  );
}
