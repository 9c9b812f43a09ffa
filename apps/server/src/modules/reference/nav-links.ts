import { type NavLink, SCREEN_PATHS, screensOf } from '@cobertura/contracts';

/** Section key each screen's link activates (spec 01 §2: the active link matches the section key). */
const ANALYSIS_KEYS: Record<string, string> = {
  overview: 'OVERVIEW',
  home: 'HOME',
  data: 'DATA',
  analytics: 'ANALYTICS',
  advanced: 'ADVANCED',
  'multi-asset': 'MULTI_ASSET',
  optimizer: 'OPTIMIZER',
  markets: 'MARKETS',
  hedge: 'HEDGE',
  supervisor: 'SUPERVISOR',
  trader: 'TRADER',
  docs: 'DOCS',
  staffDocs: 'STAFF_DOCS',
};

/** The main navigation of a role, in the order of the role's screen list. */
export function navLinksFor(role: number): NavLink[] {
  return screensOf(role).flatMap((screen) => {
    const path = SCREEN_PATHS[screen];
    if (!path) return [];
    return [
      {
        name: screen,
        label: `nav.${screen}`,
        analysis_key: ANALYSIS_KEYS[screen] ?? screen.toUpperCase(),
        class: 'nav-link',
        style: '',
        path,
      },
    ];
  });
}
