import type { PlanGroup, PlanPeriod } from '@cobertura/contracts';
import { Button, HoverCard, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, MISSING, percentText, rateText } from '../../analytics/index.ts';
import { periodText } from '../utils/periodText.ts';
import { ExecutionSummary } from './ExecutionSummary.tsx';

/** Figures right-aligned on one line, digits of equal width so the column lines up. */
const FIGURE: CSSProperties = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
};
/** The window's periods stand out in the theme's own light tint (light and dark schemes alike). */
const IN_WINDOW: CSSProperties = { background: 'var(--mantine-primary-color-light)' };
const SELECTED: CSSProperties = {
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: -2,
};

/**
 * One period of the plan. Hovered, it shows its execution summary; clicked (or Enter), it selects
 * the period, whose summary then stays below the table. A period an open request already covers
 * shows its reference; one with something required offers a request made from it.
 */
export function PlanRow({
  group,
  period,
  decimals,
  isSelected,
  onSelect,
  onRequest,
}: {
  group: PlanGroup;
  period: PlanPeriod;
  decimals: number;
  isSelected: boolean;
  onSelect: () => void;
  onRequest: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rate = (value: number | null) => rateText(value, lang, decimals);
  return (
    // No popup roles: a table row may not carry aria-expanded; keyboard and screen-reader users select
    // the row, whose summary then shows below the table.
    <HoverCard
      openDelay={250}
      closeDelay={50}
      width={380}
      shadow="md"
      position="top"
      withinPortal
      withRoles={false}
    >
      <HoverCard.Target>
        <Table.Tr
          data-testid="hedge-plan-row"
          data-date={period.date}
          data-in-window={period.in_window}
          aria-selected={isSelected}
          tabIndex={0}
          onClick={onSelect}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onSelect();
            }
          }}
          style={{
            cursor: 'pointer',
            ...(period.in_window ? IN_WINDOW : {}),
            ...(isSelected ? SELECTED : {}),
          }}
        >
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {periodText(period, lang)}
            {period.in_window && (
              <Text span size="xs" display="block" data-testid="hedge-plan-in-window">
                {t('hedge.plan.inWindow')}
              </Text>
            )}
          </Table.Td>
          {/* The action follows the period: the table may scroll sideways at narrow widths. */}
          <Table.Td>
            {period.open_request ? (
              <Text
                span
                size="xs"
                fw={700}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="hedge-plan-open-request"
              >
                {period.open_request}
              </Text>
            ) : period.required > 0 ? (
              <Button
                size="compact-xs"
                variant="light"
                data-testid="hedge-plan-request"
                onClick={(event) => {
                  event.stopPropagation();
                  onRequest();
                }}
              >
                {t('hedge.plan.request')}
              </Button>
            ) : (
              MISSING
            )}
          </Table.Td>
          <Table.Td style={FIGURE}>{amountText(period.exposure, lang)}</Table.Td>
          <Table.Td style={FIGURE}>{amountText(period.program, lang)}</Table.Td>
          <Table.Td style={FIGURE}>{amountText(period.hedge, lang)}</Table.Td>
          <Table.Td style={FIGURE} data-testid="hedge-plan-required">
            {amountText(period.required, lang)}
          </Table.Td>
          <Table.Td>
            {period.side === 'NONE' ? (
              MISSING
            ) : (
              <Text span size="sm" fw={600}>
                {t(`hedge.sides.${period.side}`)}
              </Text>
            )}
          </Table.Td>
          <Table.Td style={FIGURE}>{rate(period.forward)}</Table.Td>
          <Table.Td style={FIGURE} data-testid="hedge-plan-coverage">
            {`${percentText(period.coverage_now, lang)} → ${percentText(period.coverage_after, lang)}`}
          </Table.Td>
          <Table.Td style={FIGURE} data-testid="hedge-plan-net-rate">
            {rate(period.net_rate_now)}
          </Table.Td>
          <Table.Td style={FIGURE}>{rate(period.budget_rate)}</Table.Td>
        </Table.Tr>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="hedge-summary-tooltip">
        <ExecutionSummary group={group} period={period} decimals={decimals} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
