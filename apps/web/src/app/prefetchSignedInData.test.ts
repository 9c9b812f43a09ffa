import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient.ts';
import { userQuery } from '../shared/session/userQuery.ts';
import { fakeUser } from '../test/fakeUser.ts';
import { fakeJwt } from '../test/renderApp.tsx';
import { resetSignedIn } from '../test/resetSignedIn.ts';
import { askedFor, signedInFetch } from '../test/signedInFetch.ts';
import { prefetchSignedInData } from './prefetchSignedInData.ts';

const answering = (habeasData: boolean) => signedInFetch(fakeJwt(), fakeUser({ habeas_data: habeasData }));

describe('prefetchSignedInData', () => {
  afterEach(resetSignedIn);

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
