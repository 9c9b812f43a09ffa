import { describe, expect, it, vi } from 'vitest';
import { keptReplyState } from './keptReplyState.ts';

const query = { isPending: false, isFetching: false, isError: false, refetch: vi.fn() };

describe('keptReplyState', () => {
  it('is pending only while a wanted first answer is on its way', () => {
    const pending = { ...query, isPending: true, isFetching: true };
    expect(keptReplyState(pending, undefined, true)).toMatchObject({ isPending: true, isRefreshing: false });
    expect(keptReplyState(pending, undefined, false).isPending).toBe(false);
    expect(keptReplyState(pending, 'kept', true)).toMatchObject({ isPending: false, isRefreshing: true });
  });

  it('marks kept figures stale when the newest call failed', () => {
    const failed = { ...query, isError: true };
    expect(keptReplyState(failed, 'kept', true)).toMatchObject({ isError: true, isStale: true });
    expect(keptReplyState(failed, undefined, true)).toMatchObject({ isError: true, isStale: false });
  });

  it('retries by reading again', () => {
    keptReplyState(query, undefined, true).retry();
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
