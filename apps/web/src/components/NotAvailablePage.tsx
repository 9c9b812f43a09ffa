import { Badge, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon.tsx';

/**
 * The honest page for an area that is not built yet: it names the area, says it is not available,
 * and offers nothing that pretends to work.
 */
export function NotAvailablePage({
  title,
  description,
  icon = 'docs',
  children,
}: {
  title: string;
  description?: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Card withBorder radius="lg" padding="xl" data-testid="not-available">
        <Stack gap="md" align="flex-start">
          <Badge variant="light" color="gray" leftSection={<Icon name={icon} size={14} />}>
            {t('notAvailable.badge')}
          </Badge>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
          <Text>{t('notAvailable.message')}</Text>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
