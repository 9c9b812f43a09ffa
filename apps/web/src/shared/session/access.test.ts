import { describe, expect, it } from 'vitest';
import { isConsentPending, screenAccess } from './access.ts';

describe('screenAccess', () => {
  it('lets a role open its screens', () => {
    expect(screenAccess(2, 'markets')).toEqual({ kind: 'allow' });
    expect(screenAccess(1, 'staffDocs')).toEqual({ kind: 'allow' });
  });

  it('sends a role to its first allowed screen', () => {
    expect(screenAccess(5, 'markets')).toEqual({ kind: 'redirect', to: '/home' });
    expect(screenAccess(3, 'overview')).toEqual({ kind: 'redirect', to: '/analyticsBeta' });
    expect(screenAccess(2, 'trader')).toEqual({ kind: 'redirect', to: '/markets' });
  });

  it('has nothing for role 4 or an unknown role', () => {
    expect(screenAccess(4, 'home')).toEqual({ kind: 'none' });
    expect(screenAccess(99, 'overview')).toEqual({ kind: 'none' });
  });
});

describe('isConsentPending', () => {
  it('is pending without consent or while inactive', () => {
    expect(isConsentPending({ habeas_data: false, is_active: true })).toBe(true);
    expect(isConsentPending({ habeas_data: true, is_active: false })).toBe(true);
    expect(isConsentPending({ habeas_data: true, is_active: true })).toBe(false);
  });
});
