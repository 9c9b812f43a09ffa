import type { RequestChange } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hedgeRequest, hedgeServer } from '../../../test/hedgeFixtures.ts';
import { fakeJwt, renderApp } from '../../../test/renderApp.tsx';
import { HedgePage } from './HedgePage.tsx';

/** The subscription as the screen opened it: the change handler it gave, to push a change through. */
const live = vi.hoisted(() => ({ onChange: (_change: RequestChange) => {} }));
vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({
  useRequestChanges: (onChange: (change: RequestChange) => void) => {
    live.onChange = onChange;
    return 'live';
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const change = (id: number, state: RequestChange['state'], action: string, filled = 0): RequestChange => ({
  id,
  company_id: 1,
  state,
  filled,
  action,
  at: '2026-12-28T16:00:00.000Z',
});

describe('the Hedge screen, live', () => {
  it("moves a request's state as the desk works on it, and reads the plan again only when coverage can change", async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    const server = hedgeServer([hedgeRequest(4, 'submitted')]);
    await renderApp([{ path: '/hedge', element: <HedgePage /> }], '/hedge', server.route);
    await screen.findAllByTestId('hedge-plan-row');
    expect(screen.getByTestId('hedge-live').textContent).toBe('Live');
    fireEvent.click(screen.getByTestId('hedge-tab-requests'));
    const badge = () => within(screen.getByTestId('hedge-request-row')).getByTestId('hedge-request-state');
    await waitFor(() => expect(badge().textContent).toBe('Submitted'));
    fireEvent.click(screen.getByTestId('hedge-request-open'));
    await waitFor(() => expect(screen.getByTestId('hedge-detail').dataset.state).toBe('submitted'));
    const plans = server.asked('/api/hedge_plan').length;

    // A bank's quote: the request moves, the coverage does not.
    Object.assign(server.requests[0]!, { state: 'quoting' });
    act(() => live.onChange(change(4, 'quoting', 'quote_recorded')));
    await waitFor(() => expect(badge().textContent).toBe('Quoting'));
    await waitFor(() => expect(screen.getByTestId('hedge-detail').dataset.state).toBe('quoting'));
    const showPlan = async () => {
      fireEvent.click(screen.getByTestId('hedge-tab-plan'));
      await screen.findAllByTestId('hedge-plan-row');
      fireEvent.click(screen.getByTestId('hedge-tab-requests'));
    };
    await showPlan();
    expect(server.asked('/api/hedge_plan')).toHaveLength(plans);

    // Executed in part: the list, the detail and the plan are read again.
    Object.assign(server.requests[0]!, { state: 'executed', filled: 400_000 });
    act(() => live.onChange(change(4, 'executed', 'executed', 400_000)));
    await waitFor(() => expect(badge().textContent).toBe('Executed in part'));
    await waitFor(() => expect(screen.getByTestId('hedge-detail').dataset.state).toBe('executed'));
    // The plan, out of sight, is read again as soon as it shows.
    await showPlan();
    await waitFor(() => expect(server.asked('/api/hedge_plan')).toHaveLength(plans + 1));
  });
});
