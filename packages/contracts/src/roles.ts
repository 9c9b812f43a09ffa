/**
 * Screens and the roles that may open them (spec 01 §6). The server enforces this table on the API;
 * the web app uses it for routing and the navigation.
 */
export const SCREENS = [
  'markets',
  'analytics',
  'advanced',
  'optimizer',
  'data',
  'overview',
  'home',
  'hedge',
  'analyticsBeta',
  'supervisor',
  'trader',
  'multi-asset',
  'docs',
  'staffDocs',
  'prds',
] as const;

export type Screen = (typeof SCREENS)[number];

export const ROLE_SCREENS: Readonly<Record<number, readonly Screen[]>> = {
  // Staff open every screen.
  1: SCREENS,
  2: ['markets', 'analytics', 'advanced', 'optimizer', 'data', 'overview', 'home', 'hedge'],
  3: ['analyticsBeta', 'supervisor', 'trader'],
  5: ['home', 'optimizer', 'overview'],
};

/** The role allowed to author reports and activate accounts. */
export const STAFF_ROLE = 1;

/**
 * The route of each screen. `prds` is a permission without a route of its own in the spec; it opens
 * nothing until its area exists. `analyticsBeta` is the desk's analytics (issue 26).
 */
export const SCREEN_PATHS: Readonly<Partial<Record<Screen, string>>> = {
  overview: '/',
  home: '/home',
  data: '/data',
  analytics: '/analytics',
  advanced: '/advanced',
  'multi-asset': '/multi-asset',
  optimizer: '/optimizer',
  markets: '/markets',
  hedge: '/hedge',
  supervisor: '/supervisor',
  trader: '/trader',
  analyticsBeta: '/analyticsBeta',
  docs: '/docs',
  staffDocs: '/staffDocs',
};

export function screensOf(role: number): readonly Screen[] {
  return ROLE_SCREENS[role] ?? [];
}

export function canOpen(role: number, screen: Screen): boolean {
  return screensOf(role).includes(screen);
}

/** The screen a role lands on when it opens one it may not see; null when it may see none. */
export function firstAllowedPath(role: number): string | null {
  for (const screen of screensOf(role)) {
    const path = SCREEN_PATHS[screen];
    if (path) return path;
  }
  return null;
}
