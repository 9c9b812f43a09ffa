import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = new TextEncoder().encode('unit-test-secret-unit-test-secret-0123');
const now = new Date('2026-11-20T12:00:00Z');

describe('access tokens', () => {
  it('carry sub, sid, role, the gate and an exp claim that never passes the end of the session', async () => {
    const token = await signAccessToken(
      secret,
      { userId: 7, sessionId: 's-1', role: 5, isAtGate: true },
      now,
      900,
      new Date(now.getTime() + 60_000),
    );
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: '7', sid: 's-1', role: 5, gate: true });
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(await verifyAccessToken(secret, token, now)).toMatchObject({ sub: '7' });
  });

  it('are refused when expired, signed with another key or altered', async () => {
    const token = await signAccessToken(
      secret,
      { userId: 7, sessionId: 's-1', role: 5, isAtGate: false },
      now,
      900,
      new Date(now.getTime() + 86_400_000),
    );
    await expect(verifyAccessToken(secret, token, new Date(now.getTime() + 901_000))).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    const other = new TextEncoder().encode('another-secret-another-secret-0123456');
    await expect(verifyAccessToken(other, token, now)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const [h, , s] = token.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ sub: '1', sid: 'x', role: 1, exp: 9e9 })).toString('base64url')}.${s}`;
    await expect(verifyAccessToken(secret, altered, now)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('opaque tokens', () => {
  it('are random and stored only as their SHA-256', () => {
    const a = newOpaqueToken();
    const b = newOpaqueToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
