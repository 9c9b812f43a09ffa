import './utils/zodConfig.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { routes } from './app/routes.tsx';
import { FixedLanguage } from './i18n/FixedLanguage.tsx';
import { i18n, type Language, loadLanguage } from './i18n/index.ts';

/** What the build writes into a prerendered page: the app's markup, its title and its language. */
export interface PrerenderedPage {
  html: string;
  title: string;
}

/**
 * The public pages written at build time, each in both languages, and the file the server sends for
 * it. The landing page's address names its language; sign-in is in the app's language, which the
 * server can only guess (from the browser's), so the script checks it before hydrating.
 */
export const PRERENDERED_PAGES = [
  {
    path: (lang: Language) => `/landing/${lang}`,
    file: 'landing',
    titleKey: 'titles.landing',
    isInAppLanguage: false,
  },
  { path: () => '/login', file: 'login', titleKey: 'titles.login', isInAppLanguage: true },
] as const;

/**
 * A public page in one language, rendered at build time (`scripts/prerender.ts`), so that its first
 * paint does not wait for the script; the script then hydrates it. No hydration data is written
 * (`hydrate={false}`): the routes have no loader, and an inline script would break the page's
 * Content-Security-Policy.
 */
export async function renderPage(path: string, lang: Language, titleKey: string): Promise<PrerenderedPage> {
  await loadLanguage(lang);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <FixedLanguage lang={lang}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </FixedLanguage>
      </Providers>
    </StrictMode>,
  );
  const t = i18n.getFixedT(lang);
  return { html, title: t('titles.format', { screen: t(titleKey) }) };
}
