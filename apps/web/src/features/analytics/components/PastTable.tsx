import type { FigureUnits, PastPeriod } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { amountText, columnUnit, type FigureKind, percentText, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';

/** The table's columns and what each counts (the period has none). */
const COLUMNS: readonly (readonly [string, FigureKind | null])[] = [
  ['period', null],
  ['settled', 'quantity'],
  ['exposure', 'quantity'],
  ['hedgeRatio', 'percent'],
  ['pnl', 'money'],
  ['cumulative', 'money'],
  ['achieved', 'rate'],
  ['budget', 'rate'],
  ['gap', 'rate'],
];

/** The past periods: amounts in the asset's unit, PnL in its currency, rates in its quote (headers say which). */
export function PastTable({
  periods,
  name,
  decimals,
  units,
}: {
  periods: readonly PastPeriod[];
  name: string;
  decimals: number;
  units: FigureUnits;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = t('analytics.past.tableLabel', { name });
  return (
    <ScrollRegion minWidth={900} maxHeight={420} label={label}>
      <Table stickyHeader striped fz="sm" aria-label={label} data-testid="past-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(([column, kind]) => (
              <Table.Th key={column} style={kind ? NUMERIC_CELL : undefined}>
                {t(`analytics.past.columns.${column}`)}
                {kind && <ColumnUnit unit={columnUnit(kind, units, lang)} />}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={period.date} data-testid={`past-${period.date}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(period.date, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(period.settled_notional, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(period.exposure, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{percentText(period.hedge_ratio, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(period.pnl, lang, units.amounts_currency)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>
                {amountText(period.cumulative_pnl, lang, units.amounts_currency)}
              </Table.Td>
              <Table.Td style={NUMERIC_CELL}>{rateText(period.achieved_rate, lang, decimals)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{rateText(period.budget_rate, lang, decimals)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{rateText(period.gap, lang, decimals)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
