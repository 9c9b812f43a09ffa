import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the results with one action on them: its title, what it does, then its controls. */
export function ActionCard({
  title,
  help,
  testId,
  children,
}: {
  title: string;
  help: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
