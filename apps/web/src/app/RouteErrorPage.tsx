import { Alert, Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort when a screen throws: say so, log it, offer a reload. Nothing typed is sent anywhere. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title={t('errors.unexpectedTitle')}>
          {t('errors.unexpected')}
        </Alert>
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
