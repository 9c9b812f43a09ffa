import type { ComponentType } from 'react';

/**
 * The module of each signed-in screen, by its route's path. routes.tsx fetches one when its route
 * first opens; main.tsx fetches the one the app opens on as soon as the page has painted (see
 * requestSignedInScreen), with the shell's.
 */
export const SIGNED_IN_SCREENS = {
  '/': () => import('../features/overview/components/OverviewPage.tsx').then((m) => m.OverviewPage),
  '/home': () => import('../features/home/components/HomePage.tsx').then((m) => m.HomePage),
  '/data': () => import('../features/data/components/DataPage.tsx').then((m) => m.DataPage),
  '/analytics': () =>
    import('../features/analytics/components/AnalyticsPage.tsx').then((m) => m.AnalyticsPage),
  '/advanced': () =>
    import('../features/analytics/components/AdvancedAnalyticsPage.tsx').then((m) => m.AdvancedAnalyticsPage),
  '/commodity': () =>
    import('../features/analytics/components/CommodityAnalysisPage.tsx').then((m) => m.CommodityAnalysisPage),
  '/multi-asset': () =>
    import('../features/multi-asset/components/MultiAssetPage.tsx').then((m) => m.MultiAssetPage),
  '/optimizer': () =>
    import('../features/optimizer/components/OptimizerPage.tsx').then((m) => m.OptimizerPage),
  '/markets': () => import('../features/markets/components/MarketsPage.tsx').then((m) => m.MarketsPage),
  '/hedge': () => import('../features/hedge/components/HedgePage.tsx').then((m) => m.HedgePage),
  '/supervisor': () => import('../features/desk/components/SupervisorPage.tsx').then((m) => m.SupervisorPage),
  '/trader': () => import('../features/desk/components/TraderPage.tsx').then((m) => m.TraderPage),
  '/analyticsBeta': () =>
    import('../features/desk-analytics/components/DeskAnalyticsPage.tsx').then((m) => m.DeskAnalyticsPage),
  '/docs': () => import('../features/docs/components/DocsPage.tsx').then((m) => m.DocsPage),
  '/staffDocs': () => import('../features/docs/components/StaffDocsPage.tsx').then((m) => m.StaffDocsPage),
  '/profile': () => import('../features/profile/components/ProfilePage.tsx').then((m) => m.ProfilePage),
  '/edit-user': () => import('../features/profile/components/EditUserPage.tsx').then((m) => m.EditUserPage),
  '/Habeas': () => import('../features/reference/components/HabeasPage.tsx').then((m) => m.HabeasPage),
  '/reports': () => import('../features/reports/components/ReportsPage.tsx').then((m) => m.ReportsPage),
  '/tutorials': () =>
    import('../features/tutorials/components/TutorialsPage.tsx').then((m) => m.TutorialsPage),
  '/tools': () => import('../features/tools/components/ToolsPage.tsx').then((m) => m.ToolsPage),
  '/admin': () => import('../features/admin/components/AdminPage.tsx').then((m) => m.AdminPage),
  '/CreateReport': () =>
    import('../features/reports/components/CreateReportPage.tsx').then((m) => m.CreateReportPage),
  '/EditReport/:id': () =>
    import('../features/reports/components/EditReportPage.tsx').then((m) => m.EditReportPage),
  '/AdminReport': () =>
    import('../features/reports/components/AdminReportPage.tsx').then((m) => m.AdminReportPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The shell around every signed-in screen, and the guard of the screens a role may not open. */
export const loadShell = () => import('./shell/ProtectedLayout.tsx').then((m) => m.ProtectedLayout);
export const loadRoleGate = () => import('./shell/RoleGate.tsx').then((m) => m.RoleGate);
