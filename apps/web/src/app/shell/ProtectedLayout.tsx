import { Alert, Button, Container, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../api/apiError.ts';
import { authFailureOf, refreshAccessToken } from '../../api/client.ts';
import { isTokenExpired } from '../../api/jwt.ts';
import { serverNow } from '../../api/serverClock.ts';
import { readTokens } from '../../api/tokens.ts';
import { useStoredTokens } from '../../api/useStoredTokens.ts';
import { CenteredLoader } from '../../components/CenteredLoader.tsx';
import { isConsentGatePath, isConsentPending } from '../../shared/session/access.ts';
import {
  clearSession,
  IDLE_SIGN_OUT_PATH,
  SIGNED_OUT_STATE,
  signedOutDestination,
  signOut,
} from '../../shared/session/session.ts';
import { useUser } from '../../shared/session/useUser.ts';
import { Shell } from './Shell.tsx';

/**
 * Guard of every signed-in route (spec 01 §4): no token → Spanish landing page; an expired token that
 * cannot be refreshed → cleared, login; consent pending or account inactive → /edit-user and the data-protection policy only.
 */
export function ProtectedLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { access, refresh } = useStoredTokens();
  const isExpired = access !== null && isTokenExpired(access, serverNow());
  const [refreshFailed, setRefreshFailed] = useState(false);

  useEffect(() => {
    if (!isExpired) return;
    if (!refresh) {
      clearSession();
      setRefreshFailed(true);
      return;
    }
    refreshAccessToken().catch((error: unknown) => {
      // Signed out meanwhile (the idle rule, another tab): where that sign-out went stands.
      if (!readTokens().access) return;
      // The idle hour ended the session (a reload after it): sign-in says so.
      if (error instanceof ApiError && authFailureOf(error) === 'idle') return signOut(IDLE_SIGN_OUT_PATH);
      clearSession();
      setRefreshFailed(true);
    });
  }, [isExpired, refresh]);

  const user = useUser(access !== null && !isExpired);

  if (refreshFailed) return <Navigate to="/login" replace />;
  if (!access) return <Navigate to={signedOutDestination()} replace state={SIGNED_OUT_STATE} />;
  if (isExpired || user.isPending) return <CenteredLoader />;
  if (user.isError || !user.data) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="red" title={t('errors.loadUserTitle')}>
            {t('errors.loadUser')}
          </Alert>
          <Button variant="light" onClick={() => void user.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Container>
    );
  }
  const isPending = isConsentPending(user.data);
  if (isPending && !isConsentGatePath(pathname)) {
    return <Navigate to="/edit-user" replace />;
  }
  return <Shell user={user.data} isPending={isPending} />;
}
