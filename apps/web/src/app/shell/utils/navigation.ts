import type { NavLink } from '@cobertura/contracts';
import type { IconName } from '../../../components/Icon.tsx';

/** Fixed section keys of screens that are not nav links themselves (spec 01 §2). */
export const SECTIONS = { profile: 'PROFILE', tutorials: 'TUTORIALS', data: 'DATA' } as const;

function pathMatches(linkPath: string, pathname: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  const link = normalise(linkPath);
  const current = normalise(pathname);
  if (link === '/') return current === '/';
  return current === link || current.startsWith(`${link}/`);
}

/**
 * The section key of the current path: the analysis key of the nav link that owns the path, else the
 * fixed sections PROFILE (profile, edit-user), TUTORIALS and DATA, else null.
 */
export function sectionKeyOf(pathname: string, links: readonly NavLink[]): string | null {
  const owner = links.find((link) => pathMatches(link.path, pathname));
  if (owner) return owner.analysis_key;
  if (pathMatches('/profile', pathname) || pathMatches('/edit-user', pathname)) return SECTIONS.profile;
  if (pathMatches('/tutorials', pathname)) return SECTIONS.tutorials;
  if (pathMatches('/data', pathname)) return SECTIONS.data;
  return null;
}

/** The active link: the one whose analysis key matches the section key (null when none does). */
export function activeLinkOf(links: readonly NavLink[], sectionKey: string | null): NavLink | null {
  if (sectionKey === null) return null;
  return links.find((link) => link.analysis_key === sectionKey) ?? null;
}

/** Where every user starts, so first in the menu whatever the server's order; the rest keep that order. */
const LEADING_LINKS = ['home', 'overview'];

/** The server's links with Home and Overview first. */
export function inNavOrder(links: readonly NavLink[]): NavLink[] {
  const rank = (link: NavLink) => {
    const index = LEADING_LINKS.indexOf(link.name.toLowerCase());
    return index === -1 ? LEADING_LINKS.length : index;
  };
  return [...links].sort((a, b) => rank(a) - rank(b));
}

/** True when the path belongs to the data area (whose sub-links show under it). */
export function isDataPath(pathname: string): boolean {
  return pathMatches('/data', pathname);
}

const ICONS: Record<string, IconName> = {
  overview: 'overview',
  home: 'home',
  data: 'data',
  analytics: 'analytics',
  analyticsbeta: 'analytics',
  advanced: 'advanced',
  markets: 'markets',
  optimizer: 'optimizer',
  hedge: 'hedge',
  'multi-asset': 'multiAsset',
  multiasset: 'multiAsset',
  supervisor: 'supervisor',
  trader: 'trader',
  docs: 'docs',
  staffdocs: 'docs',
  reports: 'reports',
  tools: 'tools',
  tutorials: 'tutorials',
  admin: 'building',
};

/** An icon for a nav link, found by its name or path; a neutral one for anything new. */
export function navIconOf(link: Pick<NavLink, 'name' | 'path'>): IconName {
  const byName = ICONS[link.name.toLowerCase()];
  if (byName) return byName;
  const segment = link.path.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';
  return ICONS[segment] ?? (segment === '' ? 'overview' : 'docs');
}
