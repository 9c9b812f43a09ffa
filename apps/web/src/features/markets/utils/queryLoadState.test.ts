import { describe, expect, it, vi } from 'vitest';
import { queryLoadState } from './queryLoadState.ts';

const read = { isPending: false, isError: false, isSuccess: true, refetch: vi.fn() };

describe('queryLoadState', () => {
  it('is empty only when an answer came with no rows', () => {
    expect(queryLoadState(read, 0).isEmpty).toBe(true);
    expect(queryLoadState(read, 3).isEmpty).toBe(false);
    expect(queryLoadState({ ...read, isSuccess: false, isPending: true }, 0)).toMatchObject({
      isPending: true,
      isEmpty: false,
    });
  });

  it('retries by reading again', () => {
    queryLoadState(read, 0).onRetry();
    expect(read.refetch).toHaveBeenCalledOnce();
  });
});
