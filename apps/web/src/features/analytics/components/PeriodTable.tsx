import type { AggregatedPeriod, FigureUnits, PeriodFigures, ValuedHedge } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { exposureOf } from '../utils/exposureOf.ts';
import {
  amountText,
  columnUnit,
  deltaPercentText,
  type FigureKind,
  percentText,
  rateText,
} from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { figuresOf, type Scenario } from '../utils/scenarioFigures.ts';
import { ColumnName } from './ColumnName.tsx';
import { ColumnUnit } from './ColumnUnit.tsx';
import { PeriodDetailCard } from './PeriodDetailCard.tsx';
import classes from './PeriodTable.module.css';

type Column = { key: keyof PeriodFigures; kind: FigureKind };

/** The table's figures in the spec's order (spec 02 §2 Analytics, §3 Aggregated period record). */
const COLUMNS: readonly Column[] = [
  { key: 'balance', kind: 'quantity' },
  { key: 'undated', kind: 'quantity' },
  { key: 'cash_flow', kind: 'quantity' },
  { key: 'program', kind: 'quantity' },
  { key: 'hedge', kind: 'quantity' },
  { key: 'hedge_percent', kind: 'percent' },
  { key: 'delta', kind: 'quantity' },
  { key: 'required_hedge', kind: 'quantity' },
  { key: 'fwd', kind: 'rate' },
  { key: 'hedge_rate', kind: 'rate' },
  { key: 'net_rate', kind: 'rate' },
  { key: 'hedge_rate_premium', kind: 'rate' },
  { key: 'net_rate_premium', kind: 'rate' },
  { key: 'budget_rate', kind: 'rate' },
  { key: 'm2m', kind: 'money' },
  { key: 'net_m2m', kind: 'money' },
  { key: 'difference', kind: 'money' },
];

/**
 * One row per period with the scenario's figures: amounts grouped without decimals, rates with the
 * pair's decimals, percentages with 0 or 1 (spec 02 §9). Each header says what its column counts
 * ("in USD", "in COP per USD"), and money figures carry their currency's code (COP 1,022,999,329):
 * the table holds the asset's amounts and the quote currency's money side by side. The header stays while the rows scroll;
 * a row's date opens its plan, and hovered shows its detail card (settled average from `details`). Memoised: the controls above re-render without redrawing the rows.
 */
export const PeriodTable = memo(function PeriodTable({
  periods,
  details,
  scenario,
  decimals,
  units,
  name,
  onOpen,
}: {
  periods: readonly AggregatedPeriod[];
  details: readonly ValuedHedge[];
  scenario: Scenario;
  decimals: number;
  /** What the group's figures count. */
  units: FigureUnits;
  name: string;
  /** Opens the plan of the period starting on this day. */
  onOpen: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const hintOf = (key: string) =>
    i18n.exists(`analytics.columnHints.${key}`)
      ? t(`analytics.columnHints.${key}`, { currency: units.amounts_currency })
      : null;
  const cell = (column: Column, figures: PeriodFigures) => {
    const value = figures[column.key];
    if (column.key === 'delta')
      return (
        <>
          {amountText(figures.delta, lang)}{' '}
          <span className={classes.aside}>
            ({deltaPercentText(figures.delta, exposureOf(figures), lang)})
          </span>
        </>
      );
    if (column.key === 'required_hedge')
      return (
        <>
          {amountText(figures.required_hedge, lang)}
          <span className={classes.note}>
            {t(`analytics.labels.${figures.hedge_label}`)} · {t(`analytics.labels.${figures.buy_sell}`)}
          </span>
        </>
      );
    if (typeof value !== 'number' && value !== null) return null;
    if (column.kind === 'rate') return rateText(value, lang, decimals);
    if (column.kind === 'percent') return percentText(value, lang);
    return amountText(value, lang, column.kind === 'money' ? units.amounts_currency : null);
  };
  return (
    <ScrollRegion minWidth={1900} maxHeight={560} label={t('analytics.table.label', { name })}>
      <Table
        stickyHeader
        tabularNums
        striped
        highlightOnHover
        fz="sm"
        aria-label={t('analytics.table.label', { name })}
        data-testid="period-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.columns.date')}</Table.Th>
            {COLUMNS.map((column) => {
              const unit = columnUnit(column.kind, units, lang);
              return (
                <Table.Th key={column.key} style={NUMERIC_CELL} data-column={column.key}>
                  <ColumnName name={t(`analytics.columns.${column.key}`)} hint={hintOf(column.key)} />
                  <ColumnUnit unit={unit} />
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => {
            const figures = figuresOf(period, scenario);
            const date = formatDate(period.date, lang);
            return (
              <Table.Tr key={period.date} onClick={() => onOpen(period.date)} style={{ cursor: 'pointer' }}>
                <td className={classes.date}>
                  <PeriodDetailCard period={period} details={details} decimals={decimals} units={units}>
                    <button
                      type="button"
                      className={classes.open}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(period.date);
                      }}
                      aria-label={t('analytics.table.open', { date })}
                    >
                      {date}
                    </button>
                  </PeriodDetailCard>
                </td>
                {COLUMNS.map((column) => (
                  <td key={column.key} className={classes.figure} data-column={column.key}>
                    {cell(column, figures)}
                  </td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
});
