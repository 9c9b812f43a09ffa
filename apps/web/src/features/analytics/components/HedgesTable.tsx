import type { FigureUnits, ValuedHedge } from '@cobertura/contracts';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate } from '../../../utils/format.ts';
import { amountText, columnUnit, type FigureKind, MISSING, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnName } from './ColumnName.tsx';
import { ColumnUnit } from './ColumnUnit.tsx';
import { HedgeDetailCard } from './HedgeDetailCard.tsx';

const COLUMNS = [
  'pk',
  'derivative_type',
  'buy_sell',
  'notional',
  'strike',
  'fixing_date',
  'barrier_label',
  'status',
  'm2m',
  'delta',
] as const;
/** The numeric columns and what each counts. */
const NUMERIC_COLUMNS: ReadonlyMap<string, FigureKind> = new Map([
  ['notional', 'quantity'],
  ['strike', 'rate'],
  ['m2m', 'money'],
  ['delta', 'quantity'],
]);
/** A dotted underline says a card of details opens on hover (a button: the card's target is announced). */
const DETAILS_HINT = { textDecoration: 'underline dotted', cursor: 'help' } as const;

/** The hedges of the selection, valued; a row that could not be valued says why beneath it. */
export function HedgesTable({
  hedges,
  decimals,
  units,
  name,
}: {
  hedges: readonly ValuedHedge[];
  decimals: number;
  units: FigureUnits;
  name: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (hedges.length === 0) return <Notice kind="info">{t('analytics.hedges.empty')}</Notice>;
  return (
    <ScrollRegion minWidth={1000} maxHeight={560} label={t('analytics.hedges.label', { name })}>
      <Table
        stickyHeader
        striped
        fz="sm"
        aria-label={t('analytics.hedges.label', { name })}
        data-testid="hedges-table"
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => {
              const kind = NUMERIC_COLUMNS.get(column);
              return (
                <Table.Th key={column} style={kind ? NUMERIC_CELL : undefined}>
                  <ColumnName
                    name={t(`analytics.hedges.${column}`)}
                    hint={
                      column === 'm2m' || column === 'delta'
                        ? t(`analytics.columnHints.${column}`, { currency: units.amounts_currency })
                        : null
                    }
                  />
                  {kind && <ColumnUnit unit={columnUnit(kind, units, lang)} />}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hedges.map((hedge) => (
            <Fragment key={hedge.pk}>
              <Table.Tr data-testid={`hedge-${hedge.pk}`}>
                <Table.Td>{hedge.pk}</Table.Td>
                <Table.Td>
                  <HedgeDetailCard hedge={hedge} decimals={decimals} units={units}>
                    <UnstyledButton fz="sm" style={DETAILS_HINT}>
                      {hedge.derivative_type}
                    </UnstyledButton>
                  </HedgeDetailCard>
                </Table.Td>
                <Table.Td>{t(`analytics.hedges.buySell.${hedge.buy_sell}`)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>{amountText(hedge.notional, lang)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>{rateText(hedge.strike, lang, decimals)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {hedge.fixing_date ? formatDate(hedge.fixing_date, lang) : MISSING}
                </Table.Td>
                <Table.Td>{hedge.barrier_label ?? MISSING}</Table.Td>
                <Table.Td>{t(`analytics.hedges.statuses.${hedge.status}`)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>
                  {amountText(hedge.mark_2_market, lang, units.amounts_currency)}
                </Table.Td>
                <Table.Td style={NUMERIC_CELL}>{amountText(hedge.delta, lang)}</Table.Td>
              </Table.Tr>
              {hedge.problem && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Text size="xs" c="red" data-testid={`hedge-problem-${hedge.pk}`}>
                      {t('analytics.hedges.problem', { problem: hedge.problem })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
