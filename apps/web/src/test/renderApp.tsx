import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { configureApiClient } from '../api/client.ts';
import { queryClient } from '../api/queryClient.ts';
import { theme } from '../app/theme.ts';
import { i18n } from '../i18n/index.ts';
import { handleAuthFailure, setSessionNavigator } from '../shared/session/session.ts';

/** jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "no match, no size". */
function polyfillBrowser(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

export type FetchRoute = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A stubbed answer: a status number fails with an INTERNAL error saying `message`, else the 200 body. */
export function replyOrFailure(reply: unknown, message: string): Response {
  return typeof reply === 'number'
    ? jsonResponse(reply, { error: { code: 'INTERNAL', message } })
    : jsonResponse(200, reply);
}

/** A token the browser reads as valid for ten minutes (the signature is never checked client-side). */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: Math.floor(Date.now() / 1000) + 600, ...claims })}.sig`;
}

/**
 * Renders the given routes at `path` with the app's providers, English texts and a fetch answered by
 * `route` (unanswered calls get 404). Returns the router (to read its location) and the fetch mock.
 */
export async function renderApp(routes: RouteObject[], path: string, route: FetchRoute = () => undefined) {
  polyfillBrowser();
  await i18n.changeLanguage('en');
  queryClient.clear();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    return (
      (await route(url, init)) ?? jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    now: () => Date.now(),
    onAuthFailure: handleAuthFailure,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setSessionNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  // Lazy routes load their screen first: the router starts once it is loaded, and React then draws it.
  await waitFor(() => expect(router.state.initialized).toBe(true));
  await act(() => Promise.resolve());
  return { router, fetchMock, view };
}
