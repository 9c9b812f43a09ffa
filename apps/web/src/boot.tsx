/**
 * Starts the app (loaded by main.tsx once the page has painted): the API client, the router and
 * the first draw.
 */
import './utils/zodConfig.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './api/client.ts';
import { Providers } from './app/Providers.tsx';
import { prefetchSignedInData, SIGNED_IN_ROUTE_ID } from './app/prefetchSignedInData.ts';
import { createRouter } from './app/router.tsx';
import { currentLanguage, isLanguage, loadLanguage } from './i18n/index.ts';
import { handleAuthFailure, setSessionNavigator } from './shared/session/session.ts';

configureApiClient({ onAuthFailure: handleAuthFailure });
// Evaluating the app's modules takes one long task on a slow phone: the router's first match and the
// first draw start in a later task, so the page can respond in between, once the texts of the app's
// language (and of a landing page's own, which it is prerendered in) have arrived, or failed to: the
// app then starts all the same, rather than leave the page on its splash.
const landingLanguage = /^\/landing\/([a-z]{2})\/?$/i.exec(window.location.pathname)?.[1]?.toLowerCase();
void Promise.all([
  loadLanguage(currentLanguage()),
  ...(isLanguage(landingLanguage) ? [loadLanguage(landingLanguage)] : []),
])
  .catch(() => undefined)
  .then(() => setTimeout(start));

function start(): void {
  const router = createRouter();
  setSessionNavigator((to, options) => {
    void router.navigate(to, options);
  });
  if (router.state.matches.some((match) => match.route.id === SIGNED_IN_ROUTE_ID)) prefetchSignedInData();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // The landing and sign-in pages come prerendered (scripts/prerender.ts): hydrate them, unless sign-in
  // was written for another language than the app shows, or without the notice its query asks for
  // (?verified=1, ?error=...). Any other page replaces the splash of index.html when its first draw is
  // ready; drawn as a transition, that draw is made in slices of a few milliseconds between which the
  // browser stays responsive, rather than in one long task.
  const isDrawnOtherwise =
    root.dataset.lang !== undefined &&
    (root.dataset.lang !== currentLanguage() || window.location.search !== '');
  if (root.dataset.prerendered !== undefined && !isDrawnOtherwise) hydrateRoot(root, app);
  else startTransition(() => createRoot(root).render(app));
}
