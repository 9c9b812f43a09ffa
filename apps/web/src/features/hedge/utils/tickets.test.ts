import type { RequestEvent } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { ticketsOf } from './tickets.ts';

const event = (action: string, ticket: RequestEvent['ticket'] = null): RequestEvent => ({
  at: '2027-01-10T15:00:00.000Z',
  state: 'quoting',
  action,
  user: 'Diana Desk',
  detail: null,
  ticket,
});

describe('ticketsOf', () => {
  it("reads each fill's trade once, in the order of the request's life", () => {
    const tickets = ticketsOf([
      event('submitted'),
      event('filled', { id: 12, trade_id: 'DCA-T-20270110-0001' }),
      event('executed', { id: 13, trade_id: 'DCA-T-20270110-0002' }),
      event('executed', { id: 12, trade_id: 'DCA-T-20270110-0001' }),
    ]);
    expect(tickets).toEqual([
      { id: 12, tradeId: 'DCA-T-20270110-0001', at: '2027-01-10T15:00:00.000Z' },
      { id: 13, tradeId: 'DCA-T-20270110-0002', at: '2027-01-10T15:00:00.000Z' },
    ]);
  });
});
