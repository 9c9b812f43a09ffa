import { describe, expect, it } from 'vitest';
import { oidcForwardPath } from './OidcCallbackPage.tsx';

describe('oidcForwardPath', () => {
  it('forwards code, state and session_state to the login', () => {
    expect(oidcForwardPath(new URLSearchParams('code=abc&state=xyz&session_state=s1'))).toBe(
      '/login?code=abc&state=xyz&session_state=s1',
    );
  });

  it('forwards the issuer the provider names (RFC 9207)', () => {
    expect(oidcForwardPath(new URLSearchParams('code=abc&state=xyz&iss=http%3A%2F%2Fidp'))).toBe(
      '/login?code=abc&state=xyz&iss=http%3A%2F%2Fidp',
    );
  });

  it('sends a missing code or state to the login with the error', () => {
    expect(oidcForwardPath(new URLSearchParams('state=xyz'))).toBe(
      '/login?error=Missing%20code%20or%20state',
    );
    expect(oidcForwardPath(new URLSearchParams('code=abc'))).toBe('/login?error=Missing%20code%20or%20state');
  });
});
