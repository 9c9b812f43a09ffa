import type { Screen } from '@cobertura/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/CenteredLoader.tsx';
import { PublicFrame } from '../components/PublicFrame.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { OidcCallbackPage } from '../features/auth/components/OidcCallbackPage.tsx';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import type { RouteHandle } from './DocumentTitle.tsx';
import { SIGNED_IN_ROUTE_ID } from './prefetchSignedInData.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { loadRoleGate, loadShell, SIGNED_IN_SCREENS } from './signedInScreens.ts';

/** The screen's name in the browser tab (a translation key). */
const title = (key: string): RouteHandle => ({ title: key });

/**
 * A route whose screen is its own chunk, fetched when the route is first opened, so that the first
 * script (the landing page and sign-in) carries neither the signed-in shell nor the other screens.
 * `titleKey` names it in the browser tab; `screen` guards it by role (spec 01 §6); `framed` puts a
 * public page in the public frame.
 */
function lazyPage(
  path: string,
  titleKey: string,
  load: () => Promise<ComponentType>,
  options: { screen?: Screen; framed?: boolean } = {},
): RouteObject {
  return {
    path,
    handle: title(titleKey),
    lazy: async () => {
      const [Page, RoleGate] = await Promise.all([load(), options.screen ? loadRoleGate() : null]);
      const { screen, framed } = options;
      if (screen && RoleGate)
        return {
          Component: () => (
            <RoleGate screen={screen}>
              <Page />
            </RoleGate>
          ),
        };
      if (framed)
        return {
          Component: () => (
            <PublicFrame>
              <Page />
            </PublicFrame>
          ),
        };
      return { Component: Page };
    },
    hydrateFallbackElement: <CenteredLoader />,
  };
}

/** Every route of spec 01 §2 with its access rule (§6). */
export const routes: RouteObject[] = [
  {
    element: <ScrollToTop />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public. The two doors in are part of the first script: a lazy route would add a round trip
      // before the first paint. Every other screen is fetched when first opened.
      { path: '/login', handle: title('titles.login'), element: <LoginPage /> },
      { path: '/landing/:lang?', handle: title('titles.landing'), element: <LandingPage /> },
      lazyPage('/register', 'titles.register', () =>
        import('../features/auth/components/RegisterPage.tsx').then((m) => m.RegisterPage),
      ),
      // Only a redirect to the login, whose script already holds it.
      { path: '/oidc/callback', handle: title('titles.login'), element: <OidcCallbackPage /> },
      lazyPage('/reset_password', 'titles.resetPassword', () =>
        import('../features/auth/components/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
      ),
      lazyPage('/set_password/:id', 'titles.setPassword', () =>
        import('../features/auth/components/SetPasswordPage.tsx').then((m) => m.SetPasswordPage),
      ),
      lazyPage('/ConfirmRessetPassword', 'titles.resetPassword', () =>
        import('../features/auth/components/ConfirmResetPasswordPage.tsx').then(
          (m) => m.ConfirmResetPasswordPage,
        ),
      ),
      lazyPage('/disclaimer', 'legal.termsTitle', () =>
        import('../features/reference/components/TermsPage.tsx').then((m) => m.TermsPage),
      ),
      lazyPage(
        '/blog',
        'nav.reports',
        () => import('../features/reports/components/BlogPage.tsx').then((m) => m.BlogPage),
        { framed: true },
      ),
      // A report: in the app's frame for a signed-in reader, in the public frame for a visitor.
      {
        path: '/report/:id',
        handle: title('titles.report'),
        lazy: async () => ({ Component: (await import('./ReaderFrame.tsx')).ReaderFrame }),
        hydrateFallbackElement: <CenteredLoader />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/reports/components/ReportViewPage.tsx')).ReportViewPage,
            }),
          },
        ],
      },
      lazyPage('/logout', 'titles.logout', () =>
        import('../features/auth/components/LogoutPage.tsx').then((m) => m.LogoutPage),
      ),
      // Signed in: the shell (top bar, navigation, idle rule) and each screen load after sign-in.
      {
        id: SIGNED_IN_ROUTE_ID,
        lazy: async () => ({
          Component: await loadShell(),
        }),
        hydrateFallbackElement: <CenteredLoader />,
        children: [
          lazyPage('/', 'nav.overview', SIGNED_IN_SCREENS['/'], { screen: 'overview' }),
          lazyPage('/home', 'nav.home', SIGNED_IN_SCREENS['/home'], { screen: 'home' }),
          lazyPage('/data', 'nav.data', SIGNED_IN_SCREENS['/data'], { screen: 'data' }),
          lazyPage('/analytics', 'nav.analytics', SIGNED_IN_SCREENS['/analytics'], { screen: 'analytics' }),
          lazyPage('/advanced', 'nav.advanced', SIGNED_IN_SCREENS['/advanced'], { screen: 'advanced' }),
          // The spec's 'commodity' section: opened from Analytics, to whoever may open Analytics.
          lazyPage('/commodity', 'analytics.commodity.title', SIGNED_IN_SCREENS['/commodity'], {
            screen: 'analytics',
          }),
          lazyPage('/multi-asset', 'nav.multiAsset', SIGNED_IN_SCREENS['/multi-asset'], {
            screen: 'multi-asset',
          }),
          lazyPage('/optimizer', 'nav.optimizer', SIGNED_IN_SCREENS['/optimizer'], { screen: 'optimizer' }),
          lazyPage('/markets', 'nav.markets', SIGNED_IN_SCREENS['/markets'], { screen: 'markets' }),
          lazyPage('/hedge', 'nav.hedge', SIGNED_IN_SCREENS['/hedge'], { screen: 'hedge' }),
          lazyPage('/supervisor', 'nav.supervisor', SIGNED_IN_SCREENS['/supervisor'], {
            screen: 'supervisor',
          }),
          lazyPage('/trader', 'nav.trader', SIGNED_IN_SCREENS['/trader'], { screen: 'trader' }),
          lazyPage('/analyticsBeta', 'nav.analyticsBeta', SIGNED_IN_SCREENS['/analyticsBeta'], {
            screen: 'analyticsBeta',
          }),
          lazyPage('/docs', 'nav.docs', SIGNED_IN_SCREENS['/docs'], { screen: 'docs' }),
          lazyPage('/staffDocs', 'nav.staffDocs', SIGNED_IN_SCREENS['/staffDocs'], { screen: 'staffDocs' }),
          lazyPage('/profile', 'nav.profile', SIGNED_IN_SCREENS['/profile']),
          lazyPage('/edit-user', 'editUser.title', SIGNED_IN_SCREENS['/edit-user']),
          lazyPage('/Habeas', 'legal.habeasTitle', SIGNED_IN_SCREENS['/Habeas']),
          lazyPage('/reports', 'nav.reports', SIGNED_IN_SCREENS['/reports']),
          lazyPage('/tutorials', 'nav.tutorials', SIGNED_IN_SCREENS['/tutorials']),
          lazyPage('/tools', 'nav.tools', SIGNED_IN_SCREENS['/tools']),
          lazyPage('/admin', 'nav.admin', SIGNED_IN_SCREENS['/admin']),
          lazyPage('/CreateReport', 'titles.createReport', SIGNED_IN_SCREENS['/CreateReport']),
          lazyPage('/EditReport/:id', 'titles.editReport', SIGNED_IN_SCREENS['/EditReport/:id']),
          lazyPage('/AdminReport', 'titles.adminReports', SIGNED_IN_SCREENS['/AdminReport']),
        ],
      },
      // Any unknown path goes to the overview (spec 01 §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
