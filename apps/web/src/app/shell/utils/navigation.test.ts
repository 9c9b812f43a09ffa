import type { NavLink } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { activeLinkOf, inNavOrder, isDataPath, navIconOf, sectionKeyOf } from './navigation.ts';

const link = (name: string, path: string, analysis_key: string): NavLink => ({
  name,
  label: `nav.${name}`,
  analysis_key,
  class: '',
  style: '',
  path,
});

const links = [
  link('overview', '/', 'OVERVIEW'),
  link('data', '/data', 'DATA'),
  link('markets', '/markets', 'MARKETS'),
];

describe('sectionKeyOf / activeLinkOf', () => {
  it('uses the analysis key of the link that owns the path', () => {
    expect(sectionKeyOf('/markets', links)).toBe('MARKETS');
    expect(activeLinkOf(links, sectionKeyOf('/markets', links))?.name).toBe('markets');
    expect(sectionKeyOf('/', links)).toBe('OVERVIEW');
  });

  it('does not let the root link own every path', () => {
    expect(sectionKeyOf('/analytics', links)).toBeNull();
    expect(activeLinkOf(links, null)).toBeNull();
  });

  it('knows the fixed sections PROFILE, TUTORIALS and DATA', () => {
    expect(sectionKeyOf('/profile', [])).toBe('PROFILE');
    expect(sectionKeyOf('/edit-user', [])).toBe('PROFILE');
    expect(sectionKeyOf('/tutorials', [])).toBe('TUTORIALS');
    expect(sectionKeyOf('/data', [])).toBe('DATA');
    expect(activeLinkOf(links, 'PROFILE')).toBeNull();
  });

  it('selects the data link when the section is DATA', () => {
    expect(activeLinkOf(links, sectionKeyOf('/data', links))?.name).toBe('data');
    expect(isDataPath('/data')).toBe(true);
    expect(isDataPath('/database')).toBe(false);
  });
});

describe('inNavOrder', () => {
  it("puts Home and Overview first and keeps the server's order for the rest", () => {
    const fromServer = [
      link('markets', '/markets', 'MARKETS'),
      link('analytics', '/analytics', 'ANALYTICS'),
      link('data', '/data', 'DATA'),
      link('overview', '/', 'OVERVIEW'),
      link('home', '/home', 'HOME'),
      link('hedge', '/hedge', 'HEDGE'),
    ];
    expect(inNavOrder(fromServer).map((l) => l.name)).toEqual([
      'home',
      'overview',
      'markets',
      'analytics',
      'data',
      'hedge',
    ]);
  });
});

describe('navIconOf', () => {
  it('finds an icon by name, then by path, else a neutral one', () => {
    expect(navIconOf({ name: 'markets', path: '/x' })).toBe('markets');
    expect(navIconOf({ name: 'Something', path: '/optimizer' })).toBe('optimizer');
    expect(navIconOf({ name: 'new', path: '/new-area' })).toBe('docs');
  });
});
