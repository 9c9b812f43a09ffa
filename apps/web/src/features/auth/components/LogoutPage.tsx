import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { CenteredLoader } from '../../../components/CenteredLoader.tsx';
import { clearSession, SIGNED_OUT_STATE } from '../../../shared/session/session.ts';

/** /logout: clears the session (tokens, cached data) and opens the Spanish landing page, in the user's language. */
export function LogoutPage() {
  const [isCleared, setIsCleared] = useState(false);
  useEffect(() => {
    clearSession();
    setIsCleared(true);
  }, []);
  return isCleared ? <Navigate to="/landing/es" replace state={SIGNED_OUT_STATE} /> : <CenteredLoader />;
}
