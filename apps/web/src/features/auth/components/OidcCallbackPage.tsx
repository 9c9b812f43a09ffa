import { Navigate, useSearchParams } from 'react-router';

/**
 * Single sign-on return (spec 01 §2): passes code, state and session_state on to /login, which
 * exchanges them; without code or state it goes to /login with the error.
 */
export function OidcCallbackPage() {
  const [searchParams] = useSearchParams();
  return <Navigate to={oidcForwardPath(searchParams)} replace />;
}

export function oidcForwardPath(params: URLSearchParams): string {
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return `/login?error=${encodeURIComponent('Missing code or state')}`;
  const forward = new URLSearchParams({ code, state });
  const sessionState = params.get('session_state');
  if (sessionState) forward.set('session_state', sessionState);
  return `/login?${forward.toString()}`;
}
