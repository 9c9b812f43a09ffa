import type { BankQuote, DeskRequest } from '@cobertura/contracts';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import { amountText, bpsText, rateText, rateUnitText } from '../utils/figures.ts';
import { QuoteValidity } from './QuoteValidity.tsx';
import { SimulatedLabel } from './SimulatedLabel.tsx';

const EXECUTABLE = new Set<BankQuote['status']>(['live', 'approved']);
const BEST_STYLE = { background: 'var(--mantine-color-green-light)' } as const;

/** The banks' prices for a request: the best live one marked, each executable while it is live. */
export function QuotesTable({
  request,
  canExecute,
  onExecute,
}: {
  request: DeskRequest;
  canExecute: boolean;
  onExecute: (quote: BankQuote) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rateUnit = rateUnitText(request.rate_unit, lang);
  const isExecutable = (quote: BankQuote) =>
    canExecute &&
    request.state === 'quoting' &&
    EXECUTABLE.has(quote.status) &&
    (request.approved_quote_id === null || request.approved_quote_id === quote.id);
  return (
    <ScrollRegion label={t('desk.quotes.label')} minWidth={980} testId="quotes-table">
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('desk.quotes.bank')}</Table.Th>
            <Table.Th ta="right">{t('desk.quotes.price', { unit: rateUnit ?? '' })}</Table.Th>
            <Table.Th ta="right">{t('desk.quotes.fairValue')}</Table.Th>
            <Table.Th ta="right">{t('desk.quotes.margin')}</Table.Th>
            <Table.Th ta="right">{t('desk.quotes.amount')}</Table.Th>
            <Table.Th>{t('desk.quotes.quotedAt')}</Table.Th>
            <Table.Th ta="right">{t('desk.quotes.validFor')}</Table.Th>
            <Table.Th>{t('desk.quotes.takenBy')}</Table.Th>
            <Table.Th>{t('desk.quotes.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {request.quotes.map((quote) => (
            <Table.Tr
              key={quote.id}
              data-testid="quote-row"
              data-best={quote.best}
              data-status={quote.status}
              style={quote.best ? BEST_STYLE : undefined}
            >
              {/* The action leads the row: the table scrolls sideways in the drawer. */}
              <Table.Td>
                {isExecutable(quote) && (
                  <Button size="compact-xs" onClick={() => onExecute(quote)} data-testid="execute">
                    {t('desk.quotes.execute')}
                  </Button>
                )}
              </Table.Td>
              <Table.Td>
                {quote.counterparty}
                <Group gap={4} wrap="nowrap">
                  {quote.simulated && <SimulatedLabel />}
                  {quote.best && (
                    // autoContrast: dark words on green 7, where white reads at 2.7:1.
                    <Badge
                      size="xs"
                      color="green"
                      autoContrast
                      style={{ flexShrink: 0 }}
                      data-testid="quote-best"
                    >
                      {t('desk.quotes.best')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{rateText(quote.price, lang)}</Table.Td>
              <Table.Td ta="right">{rateText(quote.fair_value, lang)}</Table.Td>
              <Table.Td ta="right" data-testid="quote-margin">
                {bpsText(quote.margin_bps, lang)}
              </Table.Td>
              <Table.Td ta="right">{amountText(quote.amount, request.quantity_unit, lang)}</Table.Td>
              <Table.Td>{formatDateTime(quote.quoted_at, lang)}</Table.Td>
              <Table.Td ta="right">
                {quote.status === 'live' || quote.status === 'approved' ? (
                  <QuoteValidity validUntil={quote.valid_until} lang={lang} />
                ) : (
                  formatDateTime(quote.valid_until, lang)
                )}
              </Table.Td>
              <Table.Td>{quote.taken_by}</Table.Td>
              <Table.Td>{t(`desk.quoteStatus.${quote.status}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
