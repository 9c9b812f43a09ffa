import type { AggregatedPeriod, PeriodFigures, ValuedHedge } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { exposureOf } from '../utils/exposureOf.ts';
import { amountText, deltaPercentText, percentText, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { PeriodDetailCard } from './PeriodDetailCard.tsx';
import classes from './PeriodTable.module.css';

/** Base figures or one of the shocked scenarios. */
export type Scenario = 'base' | 'up' | 'down';

export const figuresOf = (period: AggregatedPeriod, scenario: Scenario): PeriodFigures =>
  scenario === 'base' ? period : period[scenario];

type Kind = 'amount' | 'rate' | 'percent';
type Column = { key: keyof PeriodFigures; kind: Kind } | { key: 'delta' | 'required_hedge'; kind: 'special' };

/** The table's figures in the spec's order (spec 02 §2 Analytics, §3 Aggregated period record). */
const COLUMNS: readonly Column[] = [
  { key: 'balance', kind: 'amount' },
  { key: 'undated', kind: 'amount' },
  { key: 'cash_flow', kind: 'amount' },
  { key: 'program', kind: 'amount' },
  { key: 'hedge', kind: 'amount' },
  { key: 'hedge_percent', kind: 'percent' },
  { key: 'delta', kind: 'special' },
  { key: 'required_hedge', kind: 'special' },
  { key: 'fwd', kind: 'rate' },
  { key: 'hedge_rate', kind: 'rate' },
  { key: 'net_rate', kind: 'rate' },
  { key: 'budget_rate', kind: 'rate' },
  { key: 'm2m', kind: 'amount' },
  { key: 'net_m2m', kind: 'amount' },
  { key: 'difference', kind: 'amount' },
];

/**
 * One row per period with the scenario's figures: amounts grouped without decimals, rates with the
 * pair's decimals, percentages with 0 or 1 (spec 02 §9). The header stays while the rows scroll;
 * a row's date opens its plan, and hovered shows its detail card (settled average from `details`). Memoised: the controls above re-render without redrawing the rows.
 */
export const PeriodTable = memo(function PeriodTable({
  periods,
  details,
  scenario,
  decimals,
  name,
  onOpen,
}: {
  periods: readonly AggregatedPeriod[];
  details: readonly ValuedHedge[];
  scenario: Scenario;
  decimals: number;
  name: string;
  /** Opens the plan of the period starting on this day. */
  onOpen: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
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
    return amountText(value, lang);
  };
  return (
    <ScrollRegion minWidth={1700} maxHeight={560} label={t('analytics.table.label', { name })}>
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
            {COLUMNS.map((column) => (
              <Table.Th key={column.key} style={NUMERIC_CELL}>
                {t(`analytics.columns.${column.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => {
            const figures = figuresOf(period, scenario);
            const date = formatDate(period.date, lang);
            return (
              <Table.Tr key={period.date} onClick={() => onOpen(period.date)} style={{ cursor: 'pointer' }}>
                <td className={classes.date}>
                  <PeriodDetailCard period={period} details={details} decimals={decimals}>
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
