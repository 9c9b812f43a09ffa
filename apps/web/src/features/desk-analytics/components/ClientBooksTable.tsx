import type { DeskAnalyticsRow } from '@cobertura/contracts';
import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import type { ClientBooks } from '../utils/clientsByNeed.ts';
import { amountText, MISSING } from '../utils/figureText.ts';
import { CoverageBar } from './CoverageBar.tsx';

const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const COLUMNS = ['book', 'exposure', 'hedge', 'coverage', 'required', 'm2m', 'var'] as const;
const NUMERIC_COLUMNS = new Set<string>(['exposure', 'hedge', 'required', 'm2m', 'var']);

/** The clients' books side by side, grouped by client (in the order given), read only. */
export function ClientBooksTable({ clients }: { clients: readonly ClientBooks[] }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('deskAnalytics.tableLabel')} minWidth={940}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="desk-analytics">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} style={NUMERIC_COLUMNS.has(column) ? NUMERIC : undefined}>
                {t(`deskAnalytics.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Fragment key={client.companyId}>
              <ClientHeading client={client} />
              {client.rows.map((row) => (
                <BookRow key={`${row.portfolio_id} ${row.asset}`} row={row} />
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function ClientHeading({ client }: { client: ClientBooks }) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      bg="var(--mantine-color-default-hover)"
      data-testid={`desk-analytics-client-${client.companyId}`}
    >
      <Table.Th scope="colgroup" colSpan={COLUMNS.length}>
        <Group gap="sm">
          <Text fw={700}>{client.companyName}</Text>
          <Text size="sm" c="dimmed">
            {t('deskAnalytics.books', { count: client.rows.length })}
          </Text>
          {client.needsCall ? (
            <Badge color="orange" variant="light" data-testid="needs-call">
              {t('deskAnalytics.needsCall')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('deskAnalytics.nothingRequired')}
            </Text>
          )}
        </Group>
      </Table.Th>
    </Table.Tr>
  );
}

function BookRow({ row }: { row: DeskAnalyticsRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const quantity = (value: number) => amountText(value, row.quantity_unit, lang);
  const money = (value: number | null) => amountText(value, row.amounts_currency, lang);
  return (
    <Table.Tr data-testid={`desk-analytics-row-${row.portfolio_id}-${row.asset}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {row.asset}
        </Text>
        <Text size="xs" c="dimmed">
          {row.portfolio_name}
          {row.simulated && (
            <Tooltip label={t('deskAnalytics.simulatedHint')} multiline w={260}>
              <Text span size="xs" fw={700} data-testid="simulated-label">
                {` · ${t('deskAnalytics.simulated')}`}
              </Text>
            </Tooltip>
          )}
        </Text>
      </Table.Td>
      <Table.Td style={NUMERIC}>{quantity(row.exposure)}</Table.Td>
      <Table.Td style={NUMERIC}>{quantity(row.hedge)}</Table.Td>
      <Table.Td>
        <CoverageBar coverage={row.coverage} program={row.program_coverage} testId="coverage" />
      </Table.Td>
      <Table.Td style={NUMERIC} fw={row.required_in_window > 0 ? 700 : undefined} data-testid="required">
        {quantity(row.required_in_window)}
      </Table.Td>
      <Table.Td style={NUMERIC}>{money(row.m2m)}</Table.Td>
      <Table.Td
        style={NUMERIC}
        title={row.var === null ? t('deskAnalytics.noVar') : undefined}
        data-testid="var"
      >
        {row.var === null ? MISSING : money(row.var)}
      </Table.Td>
    </Table.Tr>
  );
}
