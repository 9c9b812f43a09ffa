import { Navigate, useSearchParams } from 'react-router';

/**
 * Single sign-on return (spec 01 §2): passes code, state and session_state on to /login, which
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
  const sessionState = params.get('session_state');
  if (sessionState) forward.set('session_state', sessionState);
  return `/login?${forward.toString()}`;
}
