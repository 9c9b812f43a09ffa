import type { TradeTicket } from '@cobertura/contracts';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledFigure } from '../../../components/LabelledFigure.tsx';
import { formatDate, formatDateTime } from '../../../utils/format.ts';
import { amountText, bpsText, rateWithUnit } from '../utils/figures.ts';
import { ConfirmationLinks } from './ConfirmationLinks.tsx';
import { SimulatedLabel } from './SimulatedLabel.tsx';

/** A fill as booked: the trade id, rate, premium, bank, value dates and the rows written into the book. */
export function TradeTicketCard({ ticket }: { ticket: TradeTicket }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Card withBorder padding="sm" data-testid="trade-ticket">
      <Group justify="space-between" mb="xs">
        <Text fw={700} data-testid="trade-id">
          {ticket.trade_id}
        </Text>
        <Group gap="xs">
          {ticket.simulated && <SimulatedLabel />}
          <ConfirmationLinks requestId={ticket.request_id} ticket={ticket} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <LabelledFigure label={t('desk.ticket.counterparty')} value={ticket.counterparty} />
        <LabelledFigure
          label={t('desk.ticket.amount')}
          value={amountText(ticket.amount, ticket.quantity_unit, lang)}
        />
        <LabelledFigure
          label={t('desk.ticket.executedRate')}
          value={rateWithUnit(ticket.executed_rate, ticket.rate_unit, lang)}
          testId="ticket-rate"
        />
        <LabelledFigure
          label={t('desk.ticket.premium')}
          value={amountText(ticket.premium, ticket.amounts_currency, lang)}
          testId="ticket-premium"
        />
        <LabelledFigure label={t('desk.ticket.margin')} value={bpsText(ticket.margin_bps, lang)} />
        <LabelledFigure
          label={t('desk.ticket.valueDates')}
          value={ticket.value_dates.map((d) => formatDate(d, lang)).join(', ')}
        />
        <LabelledFigure
          label={t('desk.ticket.trader')}
          value={
            ticket.approved_by
              ? t('desk.ticket.approvedBy', { trader: ticket.trader, by: ticket.approved_by })
              : ticket.trader
          }
        />
        <LabelledFigure
          label={t('desk.ticket.executedAt')}
          value={formatDateTime(ticket.executed_at, lang)}
        />
        <LabelledFigure
          label={t('desk.ticket.bookedRows')}
          value={ticket.booked_rows.join(', ')}
          testId="ticket-booked"
        />
      </SimpleGrid>
    </Card>
  );
}
