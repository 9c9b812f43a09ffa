import type { Screen } from '@cobertura/contracts';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/CenteredLoader.tsx';
import { PublicFrame } from '../components/PublicFrame.tsx';
import { AdvancedAnalyticsPage } from '../features/analytics/components/AdvancedAnalyticsPage.tsx';
import { AnalyticsPage } from '../features/analytics/components/AnalyticsPage.tsx';
import { ConfirmResetPasswordPage } from '../features/auth/components/ConfirmResetPasswordPage.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { LogoutPage } from '../features/auth/components/LogoutPage.tsx';
import { OidcCallbackPage } from '../features/auth/components/OidcCallbackPage.tsx';
import { RegisterPage } from '../features/auth/components/RegisterPage.tsx';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage.tsx';
import { SetPasswordPage } from '../features/auth/components/SetPasswordPage.tsx';
import { DataPage } from '../features/data/components/DataPage.tsx';
import { SupervisorPage } from '../features/desk/components/SupervisorPage.tsx';
import { TraderPage } from '../features/desk/components/TraderPage.tsx';
import { DocsPage } from '../features/docs/components/DocsPage.tsx';
import { StaffDocsPage } from '../features/docs/components/StaffDocsPage.tsx';
import { HedgePage } from '../features/hedge/components/HedgePage.tsx';
import { HomePage } from '../features/home/components/HomePage.tsx';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import { MarketsPage } from '../features/markets/components/MarketsPage.tsx';
import { MultiAssetPage } from '../features/multi-asset/components/MultiAssetPage.tsx';
import { OptimizerPage } from '../features/optimizer/components/OptimizerPage.tsx';
import { OverviewPage } from '../features/overview/components/OverviewPage.tsx';
import { EditUserPage } from '../features/profile/components/EditUserPage.tsx';
import { ProfilePage } from '../features/profile/components/ProfilePage.tsx';
import { HabeasPage } from '../features/reference/components/HabeasPage.tsx';
import { TermsPage } from '../features/reference/components/TermsPage.tsx';
import { AdminReportPage } from '../features/reports/components/AdminReportPage.tsx';
import { BlogPage } from '../features/reports/components/BlogPage.tsx';
import { CreateReportPage } from '../features/reports/components/CreateReportPage.tsx';
import { EditReportPage } from '../features/reports/components/EditReportPage.tsx';
import { ReportsPage } from '../features/reports/components/ReportsPage.tsx';
import { ReportViewPage } from '../features/reports/components/ReportViewPage.tsx';
import { TutorialsPage } from '../features/tutorials/components/TutorialsPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { ProtectedLayout } from './shell/ProtectedLayout.tsx';
import { RoleGate } from './shell/RoleGate.tsx';

const guarded = (screen: Screen, page: ReactNode) => <RoleGate screen={screen}>{page}</RoleGate>;

/** Every route of spec 01 §2 with its access rule (§6). */
export const routes: RouteObject[] = [
  {
    element: <ScrollToTop />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/oidc/callback', element: <OidcCallbackPage /> },
      { path: '/reset_password', element: <ResetPasswordPage /> },
      { path: '/set_password/:id', element: <SetPasswordPage /> },
      { path: '/ConfirmRessetPassword', element: <ConfirmResetPasswordPage /> },
      { path: '/disclaimer', element: <TermsPage /> },
      {
        path: '/blog',
        element: (
          <PublicFrame>
            <BlogPage />
          </PublicFrame>
        ),
      },
      {
        path: '/report/:id',
        element: (
          <PublicFrame>
            <ReportViewPage />
          </PublicFrame>
        ),
      },
      { path: '/landing/:lang?', element: <LandingPage /> },
      { path: '/logout', element: <LogoutPage /> },
      // Signed in
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/', element: guarded('overview', <OverviewPage />) },
          { path: '/home', element: guarded('home', <HomePage />) },
          { path: '/data', element: guarded('data', <DataPage />) },
          { path: '/analytics', element: guarded('analytics', <AnalyticsPage />) },
          { path: '/advanced', element: guarded('advanced', <AdvancedAnalyticsPage />) },
          { path: '/multi-asset', element: guarded('multi-asset', <MultiAssetPage />) },
          { path: '/optimizer', element: guarded('optimizer', <OptimizerPage />) },
          { path: '/markets', element: guarded('markets', <MarketsPage />) },
          { path: '/hedge', element: guarded('hedge', <HedgePage />) },
          { path: '/supervisor', element: guarded('supervisor', <SupervisorPage />) },
          { path: '/trader', element: guarded('trader', <TraderPage />) },
          { path: '/docs', element: guarded('docs', <DocsPage />) },
          { path: '/staffDocs', element: guarded('staffDocs', <StaffDocsPage />) },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/edit-user', element: <EditUserPage /> },
          { path: '/Habeas', element: <HabeasPage /> },
          { path: '/reports', element: <ReportsPage /> },
          { path: '/tutorials', element: <TutorialsPage /> },
          {
            path: '/tools',
            // Loaded on demand: the finance library's calendar data stays out of the first page load.
            lazy: async () => ({
              Component: (await import('../features/tools/components/ToolsPage.tsx')).ToolsPage,
            }),
            hydrateFallbackElement: <CenteredLoader />,
          },
          { path: '/CreateReport', element: <CreateReportPage /> },
          { path: '/EditReport/:id', element: <EditReportPage /> },
          { path: '/AdminReport', element: <AdminReportPage /> },
        ],
      },
      // Any unknown path goes to the overview (spec 01 §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
