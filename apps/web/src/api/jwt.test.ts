import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired, tokenExpiryMs } from './jwt.ts';

const encode = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (payload: object) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

describe('jwt', () => {
  it('reads the claims without verifying', () => {
    expect(decodeJwtPayload(token({ sub: '7', exp: 100, name: 'Ñandú' }))).toEqual({
      sub: '7',
      exp: 100,
      name: 'Ñandú',
    });
    expect(tokenExpiryMs(token({ exp: 100 }))).toBe(100_000);
  });

  it('treats unreadable tokens and tokens without exp as expired', () => {
    expect(decodeJwtPayload('garbage')).toBeNull();
    expect(isTokenExpired('a.b.c', 0)).toBe(true);
    expect(isTokenExpired(token({ sub: '1' }), 0)).toBe(true);
  });

  it('compares exp with the clock, with an optional margin', () => {
    const t = token({ exp: 1000 });
    expect(isTokenExpired(t, 999_999)).toBe(false);
    expect(isTokenExpired(t, 1_000_000)).toBe(true);
    expect(isTokenExpired(t, 990_000, 30_000)).toBe(true);
  });
});
