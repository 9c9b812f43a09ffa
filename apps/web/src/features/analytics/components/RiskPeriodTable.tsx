import type { FigureUnits, RiskMethodName, RiskPeriod } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { amountText, rateText, rateUnitText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';

/** VaR, ES, CFaR (money in the group's currency) and the rate at risk of each period for one method. */
export function RiskPeriodTable({
  periods,
  method,
  name,
  decimals,
  units,
}: {
  periods: readonly RiskPeriod[];
  method: RiskMethodName;
  name: string;
  decimals: number;
  units: FigureUnits;
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
            {(['var', 'es', 'cfar'] as const).map((key) => (
              <Table.Th key={key} style={NUMERIC_CELL}>
                {t(`analytics.risk.${key}`)}
                <ColumnUnit unit={units.amounts_currency} />
              </Table.Th>
            ))}
            <Table.Th style={NUMERIC_CELL}>
              {t('analytics.risk.rateAtRisk')}
              <ColumnUnit unit={rateUnitText(units, lang)} />
            </Table.Th>
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
                <Table.Td style={NUMERIC_CELL}>
                  {amountText(figures?.var, lang, units.amounts_currency)}
                </Table.Td>
                <Table.Td style={NUMERIC_CELL}>
                  {amountText(figures?.es, lang, units.amounts_currency)}
                </Table.Td>
                <Table.Td style={NUMERIC_CELL}>
                  {amountText(figures?.cfar, lang, units.amounts_currency)}
                </Table.Td>
                <Table.Td style={NUMERIC_CELL}>{rateText(figures?.rate_at_risk, lang, decimals)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
