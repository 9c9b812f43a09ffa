import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient.ts';
import { preferencesQuery } from '../shared/preferences/preferencesApi.ts';
import { referenceQueries } from '../shared/reference/referenceQueries.ts';
import { fakeUser } from '../test/fakeUser.ts';
import { fakeJwt } from '../test/renderApp.tsx';
import { resetSignedIn } from '../test/resetSignedIn.ts';
import { askedFor, signedInFetch } from '../test/signedInFetch.ts';
import { prefetchSignedInData } from './prefetchSignedInData.ts';
import { requestSignedInScreen } from './requestSignedInScreen.ts';

const signedIn = (access: string) => signedInFetch(access, fakeUser());

describe('requestSignedInScreen', () => {
  afterEach(resetSignedIn);

  it('asks for the user and the navigation of the token’s role once: the app takes those answers', async () => {
    const fetchMock = signedIn(fakeJwt({ role: fakeUser().platform_role }));
    requestSignedInScreen('/home');
    expect(askedFor(fetchMock)).toEqual([
      '/api/user',
      `/api/get_user_routes?role=${fakeUser().platform_role}`,
    ]);
    prefetchSignedInData();
    const routes = referenceQueries.userRoutes(fakeUser().platform_role).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(routes)).toEqual([]));
    expect(askedFor(fetchMock)).toHaveLength(2);
  });

  it('asks for what My Data shows first as its queries ask for it: they take those answers', async () => {
    const fetchMock = signedIn(fakeJwt({ role: 2, sub: String(fakeUser().pk_idusers) }));
    requestSignedInScreen('/data');
    expect(askedFor(fetchMock)).toHaveLength(5);
    await Promise.all([
      queryClient.fetchQuery(referenceQueries.companies(fakeUser().pk_idusers)),
      queryClient.fetchQuery(preferencesQuery()),
      queryClient.fetchQuery(referenceQueries.commodities()),
    ]);
    expect(askedFor(fetchMock)).toHaveLength(5);
  });

  it('leaves an early answer not taken within a minute: a later screen asks again', async () => {
    const fetchMock = signedIn(fakeJwt({ role: 2, sub: String(fakeUser().pk_idusers) }));
    requestSignedInScreen('/analytics');
    const aMinuteLater = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    await queryClient.fetchQuery(preferencesQuery());
    aMinuteLater.mockRestore();
    expect(askedFor(fetchMock).filter((url) => url === '/api/preferences')).toHaveLength(2);
  });

  it('asks for no navigation for a user the token holds at the consent gate', () => {
    const fetchMock = signedIn(fakeJwt({ role: 2, gate: true }));
    requestSignedInScreen('/home');
    expect(askedFor(fetchMock)).toEqual(['/api/user']);
  });

  it('asks for nothing on a public page or with an expired token', () => {
    const fetchMock = signedIn(fakeJwt({ role: 2 }));
    requestSignedInScreen('/login');
    localStorage.setItem('access', fakeJwt({ role: 2, exp: Math.floor(Date.now() / 1000) - 60 }));
    requestSignedInScreen('/home');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
