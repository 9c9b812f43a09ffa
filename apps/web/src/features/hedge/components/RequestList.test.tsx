import type { HedgeRequest } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hedgeRequest, hedgeServer } from '../../../test/hedgeFixtures.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { HedgePage } from './HedgePage.tsx';

vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({ useRequestChanges: () => 'live' }));

beforeEach(() => {
  // jsdom has no object URLs: the download is handed over and nothing more.
  URL.createObjectURL = vi.fn(() => 'blob:confirmation');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const REQUESTS: HedgeRequest[] = [
  hedgeRequest(6, 'executed', { filled: 400_000 }),
  hedgeRequest(5, 'executed'),
  hedgeRequest(4, 'quoting', { filled: 250_000 }),
  hedgeRequest(3, 'awaiting_approval'),
  hedgeRequest(2, 'draft'),
  hedgeRequest(1, 'expired'),
];

async function openRequests() {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const server = hedgeServer(structuredClone(REQUESTS));
  await renderApp([{ path: '/hedge', element: <HedgePage /> }], '/hedge', server.route);
  fireEvent.click(screen.getByTestId('hedge-tab-requests'));
  await waitFor(() => expect(screen.getAllByTestId('hedge-request-row')).toHaveLength(REQUESTS.length));
  return server;
}

const row = (reference: string) =>
  screen.getAllByTestId('hedge-request-row').find((r) => r.textContent?.includes(reference))!;

describe('my requests', () => {
  it('badge each state, an execution short of its amount as executed in part, with what is filled in its unit', async () => {
    await openRequests();
    const badges = screen.getAllByTestId('hedge-request-state').map((b) => b.textContent);
    expect(badges).toEqual([
      'Executed in part',
      'Executed',
      'Quoting',
      'Awaiting approval',
      'Draft',
      'Expired',
    ]);
    expect(within(row('R-000006')).getByTestId('hedge-request-filled').textContent).toBe(
      'USD\u00a0400,000 of USD\u00a01,000,000',
    );
    expect(within(row('R-000004')).getByTestId('hedge-request-filled').textContent).toBe(
      'USD\u00a0250,000 of USD\u00a01,000,000',
    );
    // The desk's window: a countdown while it works on the request, none once it ended.
    expect(within(row('R-000004')).getByTestId('hedge-request-left')).toBeTruthy();
    expect(within(row('R-000006')).queryByTestId('hedge-request-left')).toBeNull();
    expect(within(row('R-000002')).getByText('Not sent yet')).toBeTruthy();
  });

  it("asks the open requests or one state's", async () => {
    const server = await openRequests();
    fireEvent.click(screen.getByTestId('hedge-requests-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Open (with the desk)', hidden: true }));
    await waitFor(() =>
      expect(server.asked('/api/hedge_requests').some((c) => c.query.get('open') === 'true')).toBe(true),
    );
    const asked = server.asked('/api/hedge_requests').at(-1)!.query;
    expect(asked.get('page')).toBe('1');
    expect(asked.get('page_size')).toBe('20');
  });

  it("opens an executed request with its life and its fills' confirmations in both languages", async () => {
    const server = await openRequests();
    fireEvent.click(within(row('R-000006')).getByTestId('hedge-request-open'));
    const detail = await screen.findByTestId('hedge-detail');
    const events = within(detail).getAllByTestId('hedge-timeline-event');
    expect(events.map((e) => e.dataset.action)).toEqual(['created', 'submitted', 'filled', 'executed']);
    expect(events[2]!.textContent).toContain('Filled in part');
    expect(events[2]!.textContent).toContain('Quoting · Tomás Tesorero');
    const confirmation = within(detail).getByTestId('hedge-confirmation');
    expect(confirmation.textContent).toContain('DCA-T-20261228-0041');
    // An executed request is not cancelled any more.
    expect(within(detail).queryByTestId('hedge-cancel')).toBeNull();
    fireEvent.click(within(confirmation).getByTestId('hedge-confirmation-es'));
    await waitFor(() =>
      expect(server.asked('/api/hedge_requests/6/tickets/41/confirmation.pdf')).toHaveLength(1),
    );
    expect(server.asked('/api/hedge_requests/6/tickets/41/confirmation.pdf')[0]!.query.get('lang')).toBe(
      'es',
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('cancels an open request after asking, with the reason given', async () => {
    const server = await openRequests();
    fireEvent.click(within(row('R-000004')).getByTestId('hedge-request-open'));
    fireEvent.click(await screen.findByTestId('hedge-cancel'));
    const dialog = await screen.findByTestId('hedge-cancel-dialog');
    expect(server.asked('/api/hedge_requests/4/cancel', 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('hedge-cancel-reason'), {
      target: { value: 'Covered elsewhere' },
    });
    fireEvent.click(within(dialog).getByTestId('hedge-cancel-confirm'));
    await waitFor(() => expect(server.asked('/api/hedge_requests/4/cancel', 'POST')).toHaveLength(1));
    expect(server.asked('/api/hedge_requests/4/cancel', 'POST')[0]!.body).toEqual({
      reason: 'Covered elsewhere',
    });
    await waitFor(() =>
      expect(within(row('R-000004')).getByTestId('hedge-request-state').textContent).toBe('Cancelled'),
    );
  });

  it('opens a draft in the form to edit it', async () => {
    await openRequests();
    fireEvent.click(within(row('R-000002')).getByTestId('hedge-request-open'));
    fireEvent.click(await screen.findByTestId('hedge-detail-edit'));
    await waitFor(() =>
      expect(screen.getByTestId('hedge-tab-request').textContent).toBe('Edit draft R-000002'),
    );
    expect((screen.getByTestId('hedge-form-amount-0') as HTMLInputElement).value).toBe('1000000');
  });

  it('sends a draft from its detail, with the justification the server asks for', async () => {
    const server = await openRequests();
    fireEvent.click(within(row('R-000002')).getByTestId('hedge-request-open'));
    server.refuse.push(() =>
      jsonResponse(400, {
        error: { code: 'JUSTIFICATION_REQUIRED', message: 'Beyond the exposure: say why.' },
      }),
    );
    fireEvent.click(await screen.findByTestId('hedge-detail-submit'));
    const field = await screen.findByTestId('hedge-detail-justification');
    expect(screen.getByText('Beyond the exposure: say why.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'A new supply contract.' } });
    fireEvent.click(screen.getByTestId('hedge-detail-submit'));
    await waitFor(() => expect(server.asked('/api/hedge_requests/2/submit', 'POST')).toHaveLength(2));
    expect(server.asked('/api/hedge_requests/2/submit', 'POST')[1]!.body).toEqual({
      justification: 'A new supply contract.',
    });
    await waitFor(() => expect(screen.getByTestId('hedge-detail').dataset.state).toBe('submitted'));
  });
});
