import type { RiskMethodName, RiskPeriod } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { amountText, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';

/** VaR, ES, CFaR and the rate at risk of each period for one method. */
export function RiskPeriodTable({
  periods,
  method,
  name,
  decimals,
}: {
  periods: readonly RiskPeriod[];
  method: RiskMethodName;
  name: string;
  decimals: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = t('analytics.risk.periodsLabel', { name });
  return (
    <ScrollRegion minWidth={640} maxHeight={420} label={label}>
      <Table stickyHeader striped fz="sm" aria-label={label} data-testid="risk-period-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.risk.period')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.var')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.es')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.cfar')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.rateAtRisk')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => {
            const figures = period.methods.find((m) => m.method === method);
            return (
              <Table.Tr key={period.date}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(period.date, lang)}
                </Table.Th>
                <Table.Td style={NUMERIC_CELL}>{amountText(figures?.var, lang)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>{amountText(figures?.es, lang)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>{amountText(figures?.cfar, lang)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>{rateText(figures?.rate_at_risk, lang, decimals)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
