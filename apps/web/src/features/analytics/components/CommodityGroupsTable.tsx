import type { CommodityGroupTotalsFigures, FigureUnits } from '@cobertura/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../utils/format.ts';
import { amountText, columnUnit, type FigureKind, rateText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';
import { PRICE_DECIMALS } from './CommodityTotalsTable.tsx';

/** The figure columns after the row count, and what each counts. */
const FIGURES: readonly (readonly [string, FigureKind])[] = [
  ['quantity', 'quantity'],
  ['hedged', 'quantity'],
  ['price', 'rate'],
  ['value', 'money'],
  ['delta', 'quantity'],
];

/** The valuation groups (spec 02 §2): Expired hedges, NEW HEDGES, OTHER HEDGES, TOTAL OPEN POSITIONS. */
export function CommodityGroupsTable({
  groups,
  currency,
  units,
}: {
  groups: readonly CommodityGroupTotalsFigures[];
  currency: string;
  /** What the figures count: quantities in the target unit, prices in its quotation. */
  units: FigureUnits;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const k = (key: string) => t(`analytics.commodity.groups.${key}`);
  return (
    <Stack gap={4}>
      <Table fz="sm" maw={960} aria-label={k('label')} data-testid="commodity-groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{k('group')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>{k('rows')}</Table.Th>
            {FIGURES.map(([key, kind]) => (
              <Table.Th key={key} style={NUMERIC_CELL}>
                {k(key)}
                <ColumnUnit unit={columnUnit(kind, units, lang)} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.group} data-testid={`commodity-group-${group.group}`}>
              <Table.Th scope="row" fw={group.group === 'open' ? 700 : 500}>
                {k(`names.${group.group}`)}
              </Table.Th>
              <Table.Td style={NUMERIC_CELL}>{formatInteger(group.rows, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(group.quantity, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(group.hedged_quantity, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{rateText(group.price, lang, PRICE_DECIMALS)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>
                {amountText(group.value, lang, units.amounts_currency)}
              </Table.Td>
              <Table.Td style={NUMERIC_CELL}>{amountText(group.delta, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('analytics.commodity.groups.note', { currency })}
      </Text>
    </Stack>
  );
}
