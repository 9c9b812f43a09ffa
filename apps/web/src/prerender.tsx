import './app/zodConfig.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { routes } from './app/routes.tsx';
import { i18n, type Language } from './i18n/index.ts';

/** What the build writes into a prerendered page: the app's markup, its title and its language. */
export interface PrerenderedPage {
  html: string;
  title: string;
}

/**
 * The landing page in one language, rendered at build time (`scripts/prerender.ts`), so that its
 * first paint does not wait for the script; the script then hydrates it. No hydration data is
 * written (`hydrate={false}`): the route has no loader, and an inline script would break the
 * page's Content-Security-Policy.
 */
export async function renderLanding(lang: Language): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost/landing/${lang}`));
  if (context instanceof Response) throw new Error(`/landing/${lang} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const t = i18n.getFixedT(lang);
  return { html, title: t('titles.format', { screen: t('titles.landing') }) };
}
