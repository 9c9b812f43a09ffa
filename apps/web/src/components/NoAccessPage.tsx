import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown to a role with no screen at all (role 4 or an unknown role). */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl" data-testid="no-access">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz="h2">
            {t('noAccess.title')}
          </Title>
          <Text>{t('noAccess.message')}</Text>
          <Button component={Link} to="/profile" variant="light">
            {t('noAccess.profile')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
