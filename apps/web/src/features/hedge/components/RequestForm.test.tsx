import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hedgeServer } from '../../../test/hedgeFixtures.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { HedgePage } from './HedgePage.tsx';

vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({ useRequestChanges: () => 'live' }));

// The plan's day (its valuation date): a plan row's value date is after it. Only the clock is fake.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-28T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openHedge(path = '/hedge') {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const server = hedgeServer();
  const rendered = await renderApp([{ path: '/hedge', element: <HedgePage /> }], path, server.route);
  return { server, ...rendered };
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const posted = (server: ReturnType<typeof hedgeServer>) =>
  server.asked('/api/hedge_requests', 'POST').map((c) => c.body as Record<string, unknown>);

/** From the plan's January row to the form it prefills, once its portfolio and strategy have read. */
async function requestFromPlan() {
  const [january] = await screen.findAllByTestId('hedge-plan-row');
  fireEvent.click(within(january!).getByTestId('hedge-plan-request'));
  await waitFor(() => expect(input('hedge-form-portfolio').value).toBe('Imports Colombia'));
  await waitFor(() => expect(input('hedge-form-strategy').value).toBe('Forward'));
}

describe('the request form', () => {
  it("is prefilled from a plan row and sends the period's request to the desk", async () => {
    const { server } = await openHedge();
    await requestFromPlan();
    expect(input('hedge-form-asset').value).toBe('USDCOP');
    expect(screen.getByTestId('hedge-form-side').querySelector('input:checked')?.getAttribute('value')).toBe(
      'buyer',
    );
    // January's required 1,000,000 on its last weekday (31 Jan 2027 is a Sunday).
    expect(input('hedge-form-date-0').value).toBe('2027-01-29');
    expect(input('hedge-form-amount-0').value).toBe('1000000');
    expect(screen.getByText('Amount in USD')).toBeTruthy();
    expect(screen.getByTestId('hedge-form-origin').textContent).toBe('From the plan');
    // A forward takes no strike: the banks quote its rate.
    expect(screen.queryByTestId('hedge-form-strike-0')).toBeNull();
    fireEvent.click(screen.getByTestId('hedge-form-submit'));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toMatchObject({
      portfolio_id: 10,
      asset: 'USDCOP',
      side: 'buyer',
      settlements: [{ date: '2027-01-29', amount: 1_000_000 }],
      strategy: { pk_idstrategy: 1, strikes: [null], percentage: 100 },
      window: 'MONTH',
      validity: 'day',
      limit_rate: null,
      origin: 'plan',
      submit: true,
    });
    // Sent: the request opens in the list.
    expect((await screen.findByTestId('hedge-detail-reference')).textContent).toBe('R-000090');
  });

  it("shows the server's field problems on their fields and keeps what was typed", async () => {
    const seed = {
      portfolio_id: 10,
      asset: 'USDCOP',
      side: 'buyer',
      settlements: [{ date: '2027-03-31', amount: 500_000 }],
      strategy: {
        pk_idstrategy: 2,
        strikes: [4200, 3900],
        barriers: [null, null],
        percentage: 100,
        fixings: 21,
      },
      origin: 'optimizer',
    };
    const { server } = await openHedge(`/hedge?request=${encodeURIComponent(JSON.stringify(seed))}`);
    // Handed over by another screen: the form opens with it.
    await waitFor(() => expect(input('hedge-form-strategy').value).toBe('Collar'));
    expect(screen.getByTestId('hedge-form-origin').textContent).toBe('From the Optimizer');
    expect(input('hedge-form-strike-1').value).toBe('3900');
    fireEvent.change(input('hedge-form-amount-0'), { target: { value: '2,500,000' } });
    fireEvent.change(input('hedge-form-limit'), { target: { value: '4300' } });
    server.refuse.push(() =>
      jsonResponse(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid request',
          fields: {
            'settlements.0.amount': ['More than the open exposure of 2,000,000.'],
            'strategy.strikes.1': ['This sold option takes back the protection bought.'],
          },
        },
      }),
    );
    fireEvent.click(screen.getByTestId('hedge-form-submit'));
    expect(await screen.findByText('More than the open exposure of 2,000,000.')).toBeTruthy();
    expect(screen.getByText('This sold option takes back the protection bought.')).toBeTruthy();
    expect(screen.getByTestId('hedge-form-failure').textContent).toContain('Some fields need correcting');
    expect(input('hedge-form-amount-0').value).toBe('2,500,000');
    expect(input('hedge-form-limit').value).toBe('4300');
    expect(posted(server)[0]).toMatchObject({
      settlements: [{ date: '2027-03-31', amount: 2_500_000 }],
      strategy: { pk_idstrategy: 2, strikes: [4200, 3900] },
      limit_rate: 4300,
      origin: 'optimizer',
    });
  });

  it('checks what it can before sending: a missing amount and a missing time of validity', async () => {
    const { server } = await openHedge();
    await requestFromPlan();
    fireEvent.change(input('hedge-form-amount-0'), { target: { value: '' } });
    fireEvent.click(within(screen.getByTestId('hedge-form')).getByText('Until a time'));
    fireEvent.click(screen.getByTestId('hedge-form-submit'));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(posted(server)).toHaveLength(0);
  });

  it("opens the justification with the server's words when it asks why, and sends it with the request", async () => {
    const { server } = await openHedge();
    await requestFromPlan();
    fireEvent.change(input('hedge-form-amount-0'), { target: { value: '1800000' } });
    server.refuse.push(() =>
      jsonResponse(400, {
        error: {
          code: 'JUSTIFICATION_REQUIRED',
          message: 'This request goes beyond the program: say why.',
        },
      }),
    );
    expect(screen.queryByTestId('hedge-form-justification')).toBeNull();
    fireEvent.click(screen.getByTestId('hedge-form-submit'));
    const field = (await screen.findByTestId('hedge-form-justification')) as HTMLTextAreaElement;
    expect(screen.getByText('This request goes beyond the program: say why.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(input('hedge-form-amount-0').value).toBe('1800000');
    fireEvent.change(field, { target: { value: 'The board approved a larger cover.' } });
    fireEvent.click(screen.getByTestId('hedge-form-submit'));
    await waitFor(() => expect(posted(server)).toHaveLength(2));
    expect(posted(server)[1]).toMatchObject({
      settlements: [{ amount: 1_800_000 }],
      justification: 'The board approved a larger cover.',
      submit: true,
    });
    expect(await screen.findByTestId('hedge-detail')).toBeTruthy();
  });

  it('saves a draft without sending it', async () => {
    const { server } = await openHedge();
    await requestFromPlan();
    fireEvent.click(screen.getByTestId('hedge-form-save-draft'));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toMatchObject({ submit: false, origin: 'plan' });
    expect((await screen.findByTestId('hedge-detail')).dataset.state).toBe('draft');
  });
});
