import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../features/profile/api/userQuery.ts';
import { fakeUser } from '../test/fakeUser.ts';
import { fakeJwt, jsonResponse } from '../test/renderApp.tsx';
import { prefetchSignedInData } from './prefetchSignedInData.ts';
import { queryClient } from './queryClient.ts';

function answering(habeasData: boolean) {
  localStorage.setItem('access', fakeJwt());
  localStorage.setItem('refresh', 'refresh-token');
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === '/api/user'
      ? jsonResponse(200, fakeUser({ habeas_data: habeasData }))
      : jsonResponse(200, []),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const askedFor = (fetchMock: ReturnType<typeof answering>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('prefetchSignedInData', () => {
  afterEach(() => {
    queryClient.clear();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the user and then the navigation of their role', async () => {
    const fetchMock = answering(true);
    prefetchSignedInData();
    await vi.waitFor(() => expect(askedFor(fetchMock)).toHaveLength(2));
    expect(askedFor(fetchMock)[1]).toMatch(/^\/api\/get_user_routes/);
  });

  it('asks a user at the consent gate for nothing the server would refuse', async () => {
    const fetchMock = answering(false);
    prefetchSignedInData();
    await vi.waitFor(() => expect(queryClient.getQueryData(userQuery().queryKey)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(askedFor(fetchMock)).toEqual(['/api/user']);
  });
});
