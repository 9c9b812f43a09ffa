import { Alert, Button, Container, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { refreshAccessToken } from '../../api/client.ts';
import { isTokenExpired } from '../../api/jwt.ts';
import { serverNow } from '../../api/serverClock.ts';
import { useStoredTokens } from '../../api/useStoredTokens.ts';
import { CenteredLoader } from '../../components/CenteredLoader.tsx';
import { isConsentGatePath, isConsentPending } from '../../shared/session/access.ts';
import { clearSession, SIGNED_OUT_STATE, signedOutDestination } from '../../shared/session/session.ts';
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
    refreshAccessToken().catch(() => {
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
