import type { RequestChange } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankQuote, blotterRow, deskRequest, tradeTicket } from '../../../test/deskFixtures.ts';
import { type DeskCall, deskServer } from '../../../test/deskServer.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { TraderPage } from './TraderPage.tsx';

vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({
  useRequestChanges: (_onChange: (change: RequestChange) => void) => 'live',
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const QUOTING = deskRequest({ state: 'quoting', quotes: [bankQuote({ id: 1, best: true })] });

/** The trader's ticket of request 41 with a live quote, execution answered by `execute`. */
async function openQuotingTicket(execute: (call: DeskCall) => Response) {
  const server = deskServer({ blotter: () => [blotterRow()], request: QUOTING, writes: { execute } });
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  await renderApp([{ path: '/trader', element: <TraderPage /> }], '/trader?request=41', server.route);
  const ticket = await screen.findByTestId('request-ticket');
  fireEvent.click(within(ticket).getByTestId('execute'));
  const summary = await screen.findByTestId('execute-summary');
  return { server, summary };
}

describe('Executing a quote', () => {
  it('confirms the trade, then shows its ticket as booked', async () => {
    const executed = deskRequest({ state: 'executed', filled: 1_000_000, tickets: [tradeTicket()] });
    const { server, summary } = await openQuotingTicket(() =>
      jsonResponse(200, { request: executed, ticket: tradeTicket({ premium: -1250.5 }), breaches: [] }),
    );
    expect(summary.textContent).toContain('Banco Uno (simulated)');
    expect(summary.textContent).toContain('4,190.2500\u00a0COP per USD');
    expect(within(summary).getByTestId('execute-fill').textContent).toBe('USD\u00a01,000,000.00');
    fireEvent.click(screen.getByTestId('execute-confirm'));
    const ticket = await screen.findByTestId('trade-ticket');
    const body = server.asked('POST', '/api/desk/requests/41/execute')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ quote_id: 1, close_remainder: false });
    expect(body).not.toHaveProperty('amount');
    expect(String(body.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(ticket).getByTestId('trade-id').textContent).toBe('DCA-T-20261128-0001');
    expect(within(ticket).getByTestId('ticket-rate').textContent).toBe('4,190.2500\u00a0COP per USD');
    expect(within(ticket).getByTestId('ticket-premium').textContent).toBe('COP\u00a0-1,250.50');
    expect(within(ticket).getByTestId('ticket-booked').textContent).toBe('H-901');
    expect(within(ticket).getByTestId('confirmation-es')).toBeTruthy();
    // The drawer's ticket is the answer's request: executed, its fill listed.
    await waitFor(() => expect(screen.getByTestId('request-ticket').dataset.state).toBe('executed'));
  });

  it('sends a partial fill over a limit to a supervisor and lists the breaches', async () => {
    const awaiting = deskRequest({ state: 'awaiting_approval', quotes: [bankQuote({ id: 1, best: true })] });
    const breaches = [
      {
        kind: 'client_limit',
        detail: 'USD 6,000,000 over the USD 5,000,000 limit',
        limit: 5_000_000,
        value: 6_000_000,
      },
      { kind: 'margin', detail: '40 bps over 25 bps', limit: 25, value: 40 },
    ];
    const { server } = await openQuotingTicket(() =>
      jsonResponse(200, { request: awaiting, ticket: null, breaches }),
    );
    fireEvent.change(screen.getByTestId('execute-amount'), { target: { value: '400000' } });
    fireEvent.click(screen.getByTestId('execute-close-remainder'));
    fireEvent.click(screen.getByTestId('execute-confirm'));
    const list = await screen.findByTestId('breaches');
    expect(server.asked('POST', '/api/desk/requests/41/execute')[0]?.body).toMatchObject({
      quote_id: 1,
      amount: 400_000,
      close_remainder: true,
    });
    expect(screen.getByTestId('execute-awaiting')).toBeTruthy();
    expect(screen.queryByTestId('trade-ticket')).toBeNull();
    const items = within(list).getAllByTestId('breach');
    expect(items[0]?.textContent).toContain('Client limit: USD\u00a06,000,000 over USD\u00a05,000,000');
    expect(items[1]?.textContent).toContain('Margin: 40.0\u00a0bps over 25.0\u00a0bps');
  });

  it('shows the server’s 409 message and reads the ticket again', async () => {
    const { server } = await openQuotingTicket(() =>
      jsonResponse(409, {
        error: { code: 'QUOTE_EXPIRED', message: 'The quote of Banco Uno expired at 14:07.' },
      }),
    );
    const readsBefore = server.asked('GET', '/api/desk/requests/41').length;
    fireEvent.click(screen.getByTestId('execute-confirm'));
    expect((await screen.findByTestId('execute-error')).textContent).toBe(
      'The quote of Banco Uno expired at 14:07.',
    );
    await waitFor(() =>
      expect(server.asked('GET', '/api/desk/requests/41').length).toBeGreaterThan(readsBefore),
    );
    expect(screen.queryByTestId('trade-ticket')).toBeNull();
  });
});

describe('Rejecting a request', () => {
  it('asks for a reason, then sends it', async () => {
    const server = deskServer({
      blotter: () => [blotterRow()],
      writes: { reject: () => jsonResponse(200, deskRequest({ state: 'rejected' })) },
    });
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    await renderApp([{ path: '/trader', element: <TraderPage /> }], '/trader?request=41', server.route);
    const form = await screen.findByTestId('reject-form');
    fireEvent.click(within(form).getByTestId('reject-submit'));
    expect(await within(form).findByText('Say why.')).toBeTruthy();
    expect(server.asked('POST', '/api/desk/requests/41/reject')).toHaveLength(0);
    fireEvent.change(within(form).getByTestId('reject-reason'), {
      target: { value: 'No bank quotes BRL this week.' },
    });
    fireEvent.click(within(form).getByTestId('reject-submit'));
    await waitFor(() =>
      expect(server.asked('POST', '/api/desk/requests/41/reject')[0]?.body).toEqual({
        reason: 'No bank quotes BRL this week.',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('request-ticket').dataset.state).toBe('rejected'));
    expect(screen.queryByTestId('reject-form')).toBeNull();
  });
});
