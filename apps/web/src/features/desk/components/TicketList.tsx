import type { TradeTicket } from '@cobertura/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TradeTicketCard } from './TradeTicketCard.tsx';

/** The fills of a request, each with its confirmation. */
export function TicketList({ tickets }: { tickets: readonly TradeTicket[] }) {
  const { t } = useTranslation();
  if (tickets.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="tickets-empty">
        {t('desk.ticket.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="tickets">
      {tickets.map((ticket) => (
        <TradeTicketCard key={ticket.id} ticket={ticket} />
      ))}
    </Stack>
  );
}
