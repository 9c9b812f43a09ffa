import { pairUnits, type SimulationReply, ZHedgeRequestInput } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import { simulationFigures, strategyFixture } from '../../../test/optimizerFixtures.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { startingDraft } from '../utils/strategyTerms.ts';
import { AskDesk } from './AskDesk.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const FORWARD = strategyFixture(1, 'FORWARD', 0, [['FORWARD', 'LONG']]);
const COLLAR = strategyFixture(2, 'COLLAR', 1, [
  ['CALL', 'LONG'],
  ['PUT', 'SHORT'],
]);
const SCHEDULE = [
  { date: '2026-12-30', amount: 300_000 },
  { date: '2027-02-26', amount: 400_000 },
];
const PLAN: HedgePlan = {
  asset: 'USDCOP',
  side: 'seller',
  first: '2026-12-30',
  count: '2',
  amount: '0',
  budget: '4150',
  unit: null,
  portfolio: '20',
  schedule: SCHEDULE,
};
const RESULTS = {
  id: '4b1f8f43-7c2e-4d36-9a55-0e7f0bb4c001',
  ...pairUnits('USDCOP'),
  results: { strategies: [simulationFigures(1, 'FORWARD'), simulationFigures(2, 'COLLAR')] },
} as unknown as SimulationReply;

/** What the Hedge screen is handed: the location's state, as text. */
function HedgeProbe() {
  return <pre data-testid="hedge-handed">{JSON.stringify(useLocation().state)}</pre>;
}

async function openAskDesk(role: number) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const drafts = [
    startingDraft(FORWARD, 'seller', { forward: 4100, par_forward: 4100 }, 'USDCOP'),
    startingDraft(COLLAR, 'seller', { forward: 4100, par_forward: 4100 }, 'USDCOP'),
  ];
  return renderApp(
    [
      { path: '/optimizer', element: <AskDesk plan={PLAN} drafts={drafts} results={RESULTS} /> },
      { path: '/hedge', element: <HedgeProbe /> },
    ],
    '/optimizer',
    (url) =>
      new URL(url, 'http://localhost').pathname === '/api/user'
        ? jsonResponse(200, fakeUser({ platform_role: role }))
        : undefined,
  );
}

describe('Ask the desk', () => {
  it("opens the Hedge screen with the chosen strategy's terms, the asset, side and schedule", async () => {
    const { router } = await openAskDesk(2);
    fireEvent.click(await screen.findByTestId('optimizer-desk-strategy'));
    fireEvent.click(await screen.findByRole('option', { name: 'Collar', hidden: true }));
    fireEvent.click(screen.getByTestId('optimizer-ask-desk'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hedge'));
    const handed = JSON.parse(screen.getByTestId('hedge-handed').textContent ?? '{}').hedgeRequest;
    expect(handed).toMatchObject({
      portfolio_id: 20,
      asset: 'USDCOP',
      side: 'seller',
      settlements: SCHEDULE,
      strategy: { pk_idstrategy: 2, percentage: 100 },
      origin: 'optimizer',
    });
    // The collar's terms as the seller holds them: a bought put at the forward, a sold call above.
    expect(handed.strategy.strikes).toEqual([4100, 4305]);
    // What is handed is a request the desk's contract takes as it is.
    expect(ZHedgeRequestInput.safeParse(handed).success).toBe(true);
  });

  it('is not offered to a user who cannot open the Hedge screen', async () => {
    const { fetchMock } = await openAskDesk(5);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('optimizer-desk')).toBeNull();
  });
});
