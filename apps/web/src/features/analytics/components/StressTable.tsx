import type { StressDay } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { signed } from '../utils/advancedChartOptions.ts';
import { amountText, percentText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { AdvancedSection } from './AdvancedSection.tsx';
import { ColumnUnit } from './ColumnUnit.tsx';

/** The largest historical moves of the pair, each applied to today's book; its PnL in `currency`. */
export function StressTable({
  stress,
  name,
  currency,
}: {
  stress: readonly StressDay[];
  name: string;
  currency: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = t('analytics.advanced.stress.label', { name });
  return (
    <AdvancedSection
      title={t('analytics.advanced.stress.title')}
      caption={t('analytics.advanced.stress.caption')}
      testId="advanced-stress"
    >
      {stress.length === 0 ? (
        <Notice kind="info">{t('analytics.advanced.stress.empty')}</Notice>
      ) : (
        <ScrollRegion minWidth={640} maxHeight={420} label={label}>
          <Table stickyHeader striped fz="sm" aria-label={label} data-testid="stress-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.advanced.stress.horizon')}</Table.Th>
                <Table.Th>{t('analytics.advanced.stress.from')}</Table.Th>
                <Table.Th>{t('analytics.advanced.stress.to')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>{t('analytics.advanced.stress.move')}</Table.Th>
                <Table.Th style={NUMERIC_CELL}>
                  {t('analytics.advanced.stress.pnl')}
                  <ColumnUnit unit={currency} />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stress.map((day) => (
                <Table.Tr key={`${day.horizon}-${day.to}-${day.move}`}>
                  <Table.Td>{t('analytics.advanced.stress.days', { count: day.horizon })}</Table.Td>
                  <Table.Td>{formatDate(day.from, lang)}</Table.Td>
                  <Table.Td>{formatDate(day.to, lang)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{signed(percentText(day.move, lang), day.move)}</Table.Td>
                  <Table.Td style={NUMERIC_CELL}>{signed(amountText(day.pnl, lang), day.pnl)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </AdvancedSection>
  );
}
