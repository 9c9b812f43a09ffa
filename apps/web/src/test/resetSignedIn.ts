import { vi } from 'vitest';
import { queryClient } from '../api/queryClient.ts';

/** Forgets what a signed-in test left: the cached answers, the stored tokens and the stubbed fetch. */
export function resetSignedIn() {
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
}
