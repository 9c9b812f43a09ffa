import type { Screen } from '@cobertura/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/CenteredLoader.tsx';
import { PublicFrame } from '../components/PublicFrame.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import type { RouteHandle } from './DocumentTitle.tsx';
import { SIGNED_IN_ROUTE_ID } from './prefetchSignedInData.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

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
      const [Page, RoleGate] = await Promise.all([
        load(),
        options.screen ? import('./shell/RoleGate.tsx').then((m) => m.RoleGate) : null,
      ]);
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
      lazyPage('/oidc/callback', 'titles.login', () =>
        import('../features/auth/components/OidcCallbackPage.tsx').then((m) => m.OidcCallbackPage),
      ),
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
      lazyPage(
        '/report/:id',
        'titles.report',
        () => import('../features/reports/components/ReportViewPage.tsx').then((m) => m.ReportViewPage),
        { framed: true },
      ),
      lazyPage('/logout', 'titles.logout', () =>
        import('../features/auth/components/LogoutPage.tsx').then((m) => m.LogoutPage),
      ),
      // Signed in: the shell (top bar, navigation, idle rule) and each screen load after sign-in.
      {
        id: SIGNED_IN_ROUTE_ID,
        lazy: async () => ({
          Component: (await import('./shell/ProtectedLayout.tsx')).ProtectedLayout,
        }),
        hydrateFallbackElement: <CenteredLoader />,
        children: [
          lazyPage(
            '/',
            'nav.overview',
            () => import('../features/overview/components/OverviewPage.tsx').then((m) => m.OverviewPage),
            { screen: 'overview' },
          ),
          lazyPage(
            '/home',
            'nav.home',
            () => import('../features/home/components/HomePage.tsx').then((m) => m.HomePage),
            { screen: 'home' },
          ),
          lazyPage(
            '/data',
            'nav.data',
            () => import('../features/data/components/DataPage.tsx').then((m) => m.DataPage),
            { screen: 'data' },
          ),
          lazyPage(
            '/analytics',
            'nav.analytics',
            () => import('../features/analytics/components/AnalyticsPage.tsx').then((m) => m.AnalyticsPage),
            { screen: 'analytics' },
          ),
          lazyPage(
            '/advanced',
            'nav.advanced',
            () =>
              import('../features/analytics/components/AdvancedAnalyticsPage.tsx').then(
                (m) => m.AdvancedAnalyticsPage,
              ),
            { screen: 'advanced' },
          ),
          lazyPage(
            '/multi-asset',
            'nav.multiAsset',
            () =>
              import('../features/multi-asset/components/MultiAssetPage.tsx').then((m) => m.MultiAssetPage),
            { screen: 'multi-asset' },
          ),
          lazyPage(
            '/optimizer',
            'nav.optimizer',
            () => import('../features/optimizer/components/OptimizerPage.tsx').then((m) => m.OptimizerPage),
            { screen: 'optimizer' },
          ),
          lazyPage(
            '/markets',
            'nav.markets',
            () => import('../features/markets/components/MarketsPage.tsx').then((m) => m.MarketsPage),
            { screen: 'markets' },
          ),
          lazyPage(
            '/hedge',
            'nav.hedge',
            () => import('../features/hedge/components/HedgePage.tsx').then((m) => m.HedgePage),
            { screen: 'hedge' },
          ),
          lazyPage(
            '/supervisor',
            'nav.supervisor',
            () => import('../features/desk/components/SupervisorPage.tsx').then((m) => m.SupervisorPage),
            { screen: 'supervisor' },
          ),
          lazyPage(
            '/trader',
            'nav.trader',
            () => import('../features/desk/components/TraderPage.tsx').then((m) => m.TraderPage),
            { screen: 'trader' },
          ),
          lazyPage(
            '/docs',
            'nav.docs',
            () => import('../features/docs/components/DocsPage.tsx').then((m) => m.DocsPage),
            { screen: 'docs' },
          ),
          lazyPage(
            '/staffDocs',
            'nav.staffDocs',
            () => import('../features/docs/components/StaffDocsPage.tsx').then((m) => m.StaffDocsPage),
            { screen: 'staffDocs' },
          ),
          lazyPage('/profile', 'nav.profile', () =>
            import('../features/profile/components/ProfilePage.tsx').then((m) => m.ProfilePage),
          ),
          lazyPage('/edit-user', 'editUser.title', () =>
            import('../features/profile/components/EditUserPage.tsx').then((m) => m.EditUserPage),
          ),
          lazyPage('/Habeas', 'legal.habeasTitle', () =>
            import('../features/reference/components/HabeasPage.tsx').then((m) => m.HabeasPage),
          ),
          lazyPage('/reports', 'nav.reports', () =>
            import('../features/reports/components/ReportsPage.tsx').then((m) => m.ReportsPage),
          ),
          lazyPage('/tutorials', 'nav.tutorials', () =>
            import('../features/tutorials/components/TutorialsPage.tsx').then((m) => m.TutorialsPage),
          ),
          lazyPage('/tools', 'nav.tools', () =>
            import('../features/tools/components/ToolsPage.tsx').then((m) => m.ToolsPage),
          ),
          lazyPage('/admin', 'nav.admin', () =>
            import('../features/admin/components/AdminPage.tsx').then((m) => m.AdminPage),
          ),
          lazyPage('/CreateReport', 'titles.createReport', () =>
            import('../features/reports/components/CreateReportPage.tsx').then((m) => m.CreateReportPage),
          ),
          lazyPage('/EditReport/:id', 'titles.editReport', () =>
            import('../features/reports/components/EditReportPage.tsx').then((m) => m.EditReportPage),
          ),
          lazyPage('/AdminReport', 'titles.adminReports', () =>
            import('../features/reports/components/AdminReportPage.tsx').then((m) => m.AdminReportPage),
          ),
        ],
      },
      // Any unknown path goes to the overview (spec 01 §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
