import type { RequestChange } from '@cobertura/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../../shared/session/userQuery.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { isOwnFill, useRevalueOnFills } from './useRevalueOnFills.ts';

/** The subscription as the hook opened it: the handler to push a change through. */
const live = vi.hoisted(() => ({ onChange: (_change: RequestChange) => {} }));
vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({
  useRequestChanges: (onChange: (change: RequestChange) => void) => {
    live.onChange = onChange;
    return 'live';
  },
}));

const change = (action: string, company_id = 1): RequestChange => ({
  id: 4,
  company_id,
  state: action === 'executed' ? 'executed' : 'quoting',
  filled: 400_000,
  action,
  at: '2026-12-28T16:00:00.000Z',
});

describe('useRevalueOnFills', () => {
  it("values the shown selection again when the desk fills or executes a request of the user's company", () => {
    const client = new QueryClient();
    client.setQueryData(userQuery().queryKey, fakeUser({ companies: [1] }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderHook(() => useRevalueOnFills(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    live.onChange(change('quote_recorded'));
    live.onChange(change('submitted'));
    live.onChange(change('filled', 2));
    expect(invalidate).not.toHaveBeenCalled();
    live.onChange(change('filled'));
    live.onChange(change('executed'));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: analyticsQueries.valuations });
  });

  it('counts only the fills of the companies named', () => {
    expect(isOwnFill(change('executed', 1), [1, 3])).toBe(true);
    expect(isOwnFill(change('executed', 2), [1, 3])).toBe(false);
    expect(isOwnFill(change('cancelled', 1), [1])).toBe(false);
  });
});
