import type { PlanGroup, PlanPeriod } from '@cobertura/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { ColumnUnit } from '../../analytics/index.ts';
import { rateUnit } from '../utils/figures.ts';
import { PlanRow } from './PlanRow.tsx';

/** The columns after the period, and what each counts: the asset's quantity or its rate. */
const COLUMNS = [
  ['request', null],
  ['exposure', 'quantity'],
  ['program', 'quantity'],
  ['hedge', 'quantity'],
  ['required', 'quantity'],
  ['side', null],
  ['forward', 'rate'],
  ['coverage', null],
  ['netRate', 'rate'],
  ['budgetRate', 'rate'],
] as const;

/**
 * A group's periods: each header says what its column counts ("in USD", "in COP per USD"); a row
 * shows its execution summary on hover and, selected, below the table.
 */
export function PlanTable({
  group,
  decimals,
  selected,
  onSelect,
  onRequest,
}: {
  group: PlanGroup;
  decimals: number;
  selected: string | null;
  onSelect: (date: string) => void;
  onRequest: (period: PlanPeriod) => void;
}) {
  const { t, i18n } = useTranslation();
  const unitOf = (kind: 'quantity' | 'rate' | null) =>
    kind === 'quantity' ? group.quantity_unit : kind === 'rate' ? rateUnit(group, i18n.language) : null;
  return (
    <ScrollRegion label={t('hedge.plan.tableLabel', { asset: group.asset })} minWidth={1100}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="hedge-plan-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hedge.plan.columns.period')}</Table.Th>
            {COLUMNS.map(([key, kind]) => (
              <Table.Th key={key} ta={kind ? 'right' : undefined}>
                {t(`hedge.plan.columns.${key}`)}
                <ColumnUnit unit={unitOf(kind)} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.periods.map((period) => (
            <PlanRow
              key={period.date}
              group={group}
              period={period}
              decimals={decimals}
              isSelected={period.date === selected}
              onSelect={() => onSelect(period.date)}
              onRequest={() => onRequest(period)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
