import type { RequestEvent } from '@cobertura/contracts';

/** A fill's trade ticket, whose confirmation can be downloaded. */
export interface TicketRef {
  id: number;
  /** The trade id printed on the confirmation (DCA-T-20261128-0001). */
  tradeId: string;
  at: string;
}

/** The tickets of a request's fills (events with a trade), oldest first, each once. */
export function ticketsOf(events: readonly RequestEvent[]): TicketRef[] {
  const tickets = new Map<number, TicketRef>();
  for (const { ticket, at } of events) {
    if (ticket && !tickets.has(ticket.id))
      tickets.set(ticket.id, { id: ticket.id, tradeId: ticket.trade_id, at });
  }
  return [...tickets.values()];
}
