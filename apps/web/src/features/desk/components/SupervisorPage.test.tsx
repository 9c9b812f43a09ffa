import type { RequestChange } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankQuote, blotterRow, deskLimits, deskRequest } from '../../../test/deskFixtures.ts';
import { deskServer } from '../../../test/deskServer.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { SupervisorPage } from './SupervisorPage.tsx';

vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({
  useRequestChanges: (_onChange: (change: RequestChange) => void) => 'offline',
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const AWAITING = deskRequest({
  state: 'awaiting_approval',
  quotes: [bankQuote({ id: 1, best: true, margin_bps: 31.2 })],
  pending_approval: {
    quote_id: 1,
    asked_by: 'Diana Desk',
    breaches: [
      { kind: 'credit_line', detail: 'Banco Uno 0-3M', limit: 10_000_000, value: 11_000_000 },
      { kind: 'margin', detail: '31.2 bps over 25 bps', limit: 25, value: 31.2 },
    ],
  },
});

async function openSupervisor(server: ReturnType<typeof deskServer>, path = '/supervisor') {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  return renderApp([{ path: '/supervisor', element: <SupervisorPage /> }], path, server.route);
}

/** A desk whose request 41 waits for approval until it is answered. */
function awaitingDesk(role: 'trader' | 'supervisor', approval: () => Response) {
  let isAnswered = false;
  return deskServer({
    role,
    request: AWAITING,
    blotter: (search) =>
      search.includes('awaiting_approval') && !isAnswered ? [blotterRow({ state: 'awaiting_approval' })] : [],
    writes: {
      approval: () => {
        const answer = approval();
        isAnswered = answer.ok;
        return answer;
      },
    },
  });
}

describe('Supervisor approvals', () => {
  it('shows who asked, the quote and the breaches in USD and bps, and approves with a comment', async () => {
    const server = awaitingDesk('supervisor', () =>
      jsonResponse(200, deskRequest({ state: 'quoting', approved_quote_id: 1 })),
    );
    await openSupervisor(server);
    const card = await screen.findByTestId('approval-card');
    expect((await within(card).findByTestId('approval-asked-by')).textContent).toBe('Asked by Diana Desk');
    expect(within(card).getByTestId('approval-quote').textContent).toContain('margin 31.2\u00a0bps');
    const breaches = within(card).getAllByTestId('breach');
    expect(breaches[0]?.textContent).toContain('Credit line: USD\u00a011,000,000 over USD\u00a010,000,000');
    expect(breaches[1]?.textContent).toContain('Margin: 31.2\u00a0bps over 25.0\u00a0bps');
    expect(screen.getByTestId('desk-live').textContent).toBe('Offline');
    fireEvent.change(within(card).getByTestId('approval-comment'), {
      target: { value: 'Within the quarter plan.' },
    });
    fireEvent.click(within(card).getByTestId('approve'));
    await waitFor(() =>
      expect(server.asked('POST', '/api/desk/requests/41/approval')[0]?.body).toEqual({
        decision: 'approve',
        comment: 'Within the quarter plan.',
      }),
    );
    expect(await screen.findByTestId('approvals-empty')).toBeTruthy();
  });

  it('shows a four-eyes refusal and keeps the session', async () => {
    const server = awaitingDesk('supervisor', () =>
      jsonResponse(403, {
        error: {
          code: 'FOUR_EYES',
          message: 'You asked for this execution: another supervisor approves it.',
        },
      }),
    );
    const { router } = await openSupervisor(server);
    const card = await screen.findByTestId('approval-card');
    fireEvent.click(within(card).getByTestId('approval-reject'));
    expect((await within(card).findByTestId('approval-error')).textContent).toBe(
      'You asked for this execution: another supervisor approves it.',
    );
    expect(server.asked('POST', '/api/desk/requests/41/approval')[0]?.body).toEqual({
      decision: 'reject',
      comment: null,
    });
    expect(router.state.location.pathname).toBe('/supervisor');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('hides the approve and limit actions from a trader, saying only supervisors approve', async () => {
    const server = awaitingDesk('trader', () => jsonResponse(500, null));
    await openSupervisor(server);
    const card = await screen.findByTestId('approval-card');
    expect(await screen.findByTestId('supervisors-only')).toBeTruthy();
    expect(await within(card).findByTestId('approval-asked-by')).toBeTruthy();
    expect(within(card).queryByTestId('approve')).toBeNull();
    expect(within(card).queryByTestId('approval-reject')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-limits'));
    expect(await screen.findByTestId('limits-view')).toBeTruthy();
    expect(screen.queryByTestId('limits-edit')).toBeNull();
  });
});

describe('Supervisor limits', () => {
  it('edits a client’s limits with a comment, sending only what changed, and shows the history', async () => {
    const change = { at: '2026-11-28T15:00:00Z', user: 'Sergio Supervisor', company_name: 'Demo Company A' };
    const server = deskServer({
      role: 'supervisor',
      history: [
        { ...change, what: 'margin_threshold_bps', before: 20, after: 25, comment: 'Tighter spreads' },
        { ...change, what: 'credit_line 0-3M Banco Uno', before: null, after: 10_000_000, comment: null },
      ],
      writes: { 1: () => jsonResponse(200, deskLimits({ request_limit: 7_500_000 })) },
    });
    await openSupervisor(server, '/supervisor?tab=limits');
    expect((await screen.findByTestId('limits-request-limit-value')).textContent).toBe('USD\u00a05,000,000');
    expect(screen.getByTestId('credit-7-0-3M').dataset.share).toBe('90');
    const history = await screen.findByTestId('limits-history');
    const [margin, line] = within(history).getAllByTestId('limits-change');
    expect(margin?.textContent).toContain('Margin threshold');
    expect(margin?.textContent).toContain('25.0\u00a0bps');
    expect(line?.textContent).toContain('Credit line 0-3M Banco Uno');
    expect(line?.textContent).toContain('—USD\u00a010,000,000');

    fireEvent.click(screen.getByTestId('limits-edit'));
    const form = await screen.findByTestId('limits-form');
    fireEvent.change(within(form).getByTestId('limits-request-limit'), { target: { value: '7500000' } });
    fireEvent.change(within(form).getByTestId('limits-line-7-6-12M'), { target: { value: '2000000' } });
    fireEvent.change(within(form).getByTestId('limits-comment'), { target: { value: 'Q1 imports' } });
    fireEvent.click(within(form).getByTestId('limits-save'));
    await waitFor(() =>
      expect(server.asked('PUT', '/api/desk/limits/1')[0]?.body).toEqual({
        request_limit: 7_500_000,
        credit_lines: [{ counterparty_id: 7, tenor: '6-12M', amount: 2_000_000 }],
        comment: 'Q1 imports',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('limits-form')).toBeNull());
    await waitFor(() => expect(server.asked('GET', '/api/desk/limits/history').length).toBeGreaterThan(1));
  });
});

describe('Supervisor position', () => {
  it('counts the states, sums the position in USD and opens an exception’s request with its audit trail', async () => {
    const server = deskServer({
      role: 'supervisor',
      request: deskRequest(),
      position: {
        currency: 'USD',
        rows: [
          {
            company_name: 'Demo Company A',
            asset: 'USDCOP',
            counterparty: 'Banco Uno',
            tenor: '0-3M',
            executed: 2_000_000,
            open: 0,
            count: 2,
          },
          {
            company_name: 'Demo Company A',
            asset: 'USDCOP',
            counterparty: null,
            tenor: '3-6M',
            executed: 0,
            open: 1_000_000,
            count: 1,
          },
        ],
        limits: [deskLimits()],
        exceptions: [
          {
            kind: 'late',
            reference: 'R-000041',
            request_id: 41,
            company_name: 'Demo Company A',
            detail: '2 hours late',
            at: '2026-11-28T15:00:00Z',
          },
        ],
        states: { submitted: 1, quoting: 0, awaiting_approval: 0, executed: 2 },
      },
    });
    await openSupervisor(server, '/supervisor?tab=position');
    const states = await screen.findByTestId('position-states');
    expect(
      within(states)
        .getAllByTestId('state-count')
        .find((s) => s.dataset.state === 'executed')?.textContent,
    ).toBe('Executed2');
    const byClient = screen.getByTestId('position-by-company_name');
    expect(byClient.textContent).toContain('USD\u00a02,000,000');
    expect(byClient.textContent).toContain('USD\u00a01,000,000');
    expect(screen.getByTestId('position-by-counterparty').textContent).toContain('No bank yet');
    expect(screen.getByTestId('position-usage').textContent).toContain(
      'USD\u00a09,000,000 of USD\u00a010,000,000',
    );
    expect(screen.getByTestId('blotter-xlsx')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('position-exceptions')).getByTestId('exception-link'));
    const ticket = await screen.findByTestId('request-ticket');
    expect(
      within(ticket)
        .getAllByTestId('request-timeline-event')
        .map((e) => e.dataset.action),
    ).toEqual(['created', 'submitted']);
    // The supervisor's view of a request is its audit: nothing to trade there.
    expect(within(ticket).queryByTestId('ask-quotes')).toBeNull();
    expect(within(ticket).queryByTestId('reject-form')).toBeNull();
  });
});
