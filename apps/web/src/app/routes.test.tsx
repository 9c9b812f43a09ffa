import type { User } from '@cobertura/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { fakeUser } from '../test/fakeUser.ts';
import { fakeJwt, jsonResponse, renderApp } from '../test/renderApp.tsx';
import type { RouteHandle } from './DocumentTitle.tsx';
import { routes } from './routes.tsx';
import { COMPACT_QUERY } from './shell/TopBar.tsx';

function signedIn(user: Partial<User> = {}) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('access', fakeJwt());
  localStorage.setItem('refresh', 'refresh-token');
  return (url: string) => {
    if (url === '/api/user') return jsonResponse(200, fakeUser(user));
    if (url.startsWith('/api/get_user_routes')) {
      return jsonResponse(200, [
        {
          name: 'markets',
          label: 'nav.markets',
          analysis_key: 'MARKETS',
          class: '',
          style: '',
          path: '/markets',
        },
        { name: 'data', label: 'nav.data', analysis_key: 'DATA', class: '', style: '', path: '/data' },
        { name: 'home', label: 'nav.home', analysis_key: 'HOME', class: '', style: '', path: '/home' },
      ]);
    }
    if (url === '/api/auth/logout') return new Response(null, { status: 204 });
    return undefined;
  };
}

function pathsWithTitles(tree: readonly RouteObject[]): [string, string | undefined][] {
  return tree.flatMap((route) => [
    ...(route.path && route.path !== '*'
      ? [[route.path, (route.handle as RouteHandle | undefined)?.title] as [string, string | undefined]]
      : []),
    ...pathsWithTitles(route.children ?? []),
  ]);
}

describe('document titles', () => {
  it('name every screen in both languages', () => {
    const screens = pathsWithTitles(routes);
    expect(screens.length).toBeGreaterThan(30);
    for (const [path, key] of screens) {
      expect(key, path).toBeDefined();
      for (const lng of ['en', 'es']) expect(i18n.exists(key ?? '', { lng }), `${path} in ${lng}`).toBe(true);
    }
  });

  it("names Home and the profile in the user's language", async () => {
    await renderApp(routes, '/home', signedIn());
    await waitFor(() => expect(document.title).toBe('Home · Cobertura'));
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Inicio · Cobertura'));
    cleanup();
    await renderApp(routes, '/profile', signedIn());
    await waitFor(() => expect(document.title).toBe('Profile · Cobertura'));
    cleanup();
    localStorage.clear();
  });
});

describe('routes and access rules', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a token to the Spanish landing page', async () => {
    const { router } = await renderApp(routes, '/markets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing/es'));
  });

  it('clears an expired token and opens the login', async () => {
    const expired = fakeJwt({ exp: 1000 });
    localStorage.setItem('token', expired);
    const { router } = await renderApp(routes, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends unknown paths to the overview', async () => {
    const { router } = await renderApp(routes, '/no/such/page', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a role to its first allowed screen', async () => {
    const { router } = await renderApp(routes, '/markets', signedIn({ platform_role: 5 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows "no access" to a role without screens', async () => {
    await renderApp(routes, '/home', signedIn({ platform_role: 4 }));
    expect(await screen.findByTestId('no-access')).toBeTruthy();
  });

  it('keeps a user without consent on /edit-user with the reduced top bar', async () => {
    const { router } = await renderApp(routes, '/markets', signedIn({ habeas_data: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-user'));
    expect(await screen.findByText('(pending information)')).toBeTruthy();
    expect(screen.queryByTestId('main-nav')).toBeNull();
    expect(screen.queryByTestId('profile-link')).toBeNull();
    expect(screen.getByTestId('sign-out')).toBeTruthy();
    expect(screen.getByTestId('consent-explanation')).toBeTruthy();
  });

  it('explains an account awaiting activation', async () => {
    await renderApp(routes, '/home', signedIn({ is_active: false }));
    expect(await screen.findByTestId('inactive-explanation')).toBeTruthy();
  });

  it('signs out on a 401 from the API', async () => {
    localStorage.setItem('token', fakeJwt());
    const { router } = await renderApp(routes, '/home', (url) =>
      url === '/api/user'
        ? jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'No' } })
        : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing/es'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('marks the active nav link, shows the asset switch, and selects Program on entering DATA', async () => {
    await renderApp(routes, '/data', signedIn());
    const nav = await screen.findByTestId('main-nav');
    await waitFor(() => expect(nav.querySelector('[data-analysis-key="DATA"][data-active]')).toBeTruthy());
    expect(screen.getByTestId('asset-switch')).toBeTruthy();
    expect((await screen.findByTestId('data-sheet-program')).getAttribute('aria-selected')).toBe('true');
  });

  it('folds the navigation behind a menu button on a phone, with the switches inside it', async () => {
    const wideMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: query === COMPACT_QUERY,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    try {
      const { router } = await renderApp(routes, '/data', signedIn());
      const toggle = await screen.findByTestId('nav-toggle');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      // Folded, the navigation is not drawn; opened, it holds the asset switch, theme and language.
      expect(screen.queryByTestId('main-nav')).toBeNull();
      act(() => toggle.click());
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await within(screen.getByTestId('nav-switches')).findByTestId('asset-switch')).toBeTruthy();
      act(() => within(screen.getByTestId('main-nav')).getByText('Markets').click());
      await waitFor(() => expect(router.state.location.pathname).toBe('/markets'));
      await waitFor(() =>
        expect(screen.getByTestId('nav-toggle').getAttribute('aria-expanded')).toBe('false'),
      );
    } finally {
      window.matchMedia = wideMatchMedia;
    }
  });

  it('hides the asset switch where no nav link is selected (profile)', async () => {
    await renderApp(routes, '/profile', signedIn());
    await screen.findByTestId('profile-form');
    expect(screen.queryByTestId('asset-switch')).toBeNull();
  });

  it('prompts for a name and for companies on Home', async () => {
    await renderApp(routes, '/home', signedIn({ first_name: '', companies: [] }));
    expect(await screen.findByTestId('welcome-prompt')).toBeTruthy();
    expect(screen.getByTestId('no-companies-prompt')).toBeTruthy();
  });

  it('forwards the single-sign-on return to the login, which exchanges the code', async () => {
    const { router, fetchMock } = await renderApp(routes, '/oidc/callback/?code=c1&state=s1&session_state=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/oidc/callback/')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/oidc/callback/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'c1', state: 's1', session_state: 'x' });
    expect((await screen.findByTestId('login-error')).textContent).toBe('Not found');
  });

  it('shows the error of a callback without code', async () => {
    const { router } = await renderApp(routes, '/oidc/callback/?state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Missing code or state');
  });
});
