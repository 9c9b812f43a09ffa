import type { User } from '@cobertura/contracts';
import { vi } from 'vitest';
import { jsonResponse } from './renderApp.tsx';

/**
 * A session with the `access` token stored and a fetch that answers `/api/user` with `user` and
 * every other read with an empty list; the fetch's calls are listed by `askedFor`.
 */
export function signedInFetch(access: string, user: User) {
  localStorage.setItem('access', access);
  localStorage.setItem('refresh', 'refresh-token');
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === '/api/user' ? jsonResponse(200, user) : jsonResponse(200, []),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The addresses a `signedInFetch` was asked for, in order. */
export const askedFor = (fetchMock: ReturnType<typeof signedInFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input));
