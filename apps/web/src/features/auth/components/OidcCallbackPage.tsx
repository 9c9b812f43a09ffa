import { Navigate, useSearchParams } from 'react-router';

/**
 * Single sign-on return (spec 01 §2): passes code, state and session_state (and the issuer, RFC
 * 9207, when the provider names it) on to /login, which
 * exchanges them; without code or state it goes to /login with the error.
 */
export function OidcCallbackPage() {
  const [searchParams] = useSearchParams();
  return <Navigate to={oidcForwardPath(searchParams)} replace />;
}

/** The callback page's error when the provider sent no code or state (spec 01 §8). */
export const MISSING_CODE_OR_STATE = 'Missing code or state';

export function oidcForwardPath(params: URLSearchParams): string {
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return `/login?error=${encodeURIComponent(MISSING_CODE_OR_STATE)}`;
  const forward = new URLSearchParams({ code, state });
  for (const name of ['session_state', 'iss']) {
    const value = params.get(name);
    if (value) forward.set(name, value);
  }
  return `/login?${forward.toString()}`;
}
