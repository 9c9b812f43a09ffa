import type { FigureUnits, ValuationGroup } from '@cobertura/contracts';
import { Table, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText, percentText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';

/** The exposure-and-hedge summary (spec 02 §2): the BALANCE and CASH FLOW rows, in the asset's units. */
export function SummaryTable({ summary, units }: { summary: ValuationGroup['summary']; units: FigureUnits }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows = [
    ['balance', summary.balance],
    ['cashFlow', summary.cash_flow],
  ] as const;
  return (
    <Table fz="sm" maw={720} aria-label={t('analytics.summary.label')} data-testid="summary-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analytics.summary.row')}</Table.Th>
          {(['exposure', 'hedge', 'program'] as const).map((key) => (
            <Table.Th key={key} style={NUMERIC_CELL}>
              {t(`analytics.summary.${key}`)}
              <ColumnUnit unit={units.quantity_unit} />
            </Table.Th>
          ))}
          <Table.Th style={NUMERIC_CELL}>{t('analytics.summary.hedgePercent')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([key, row]) => (
          <Table.Tr key={key} data-testid={`summary-${key}`}>
            <Table.Th scope="row">
              <Tooltip label={t(`analytics.summary.${key}Hint`)} multiline w={300} withArrow>
                <span style={{ textDecoration: 'underline dotted' }}>{t(`analytics.summary.${key}`)}</span>
              </Tooltip>
            </Table.Th>
            <Table.Td style={NUMERIC_CELL}>{amountText(row.exposure, lang)}</Table.Td>
            <Table.Td style={NUMERIC_CELL}>{amountText(row.hedge, lang)}</Table.Td>
            <Table.Td style={NUMERIC_CELL}>{amountText(row.program, lang)}</Table.Td>
            <Table.Td style={NUMERIC_CELL}>{percentText(row.hedge_percent, lang)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
