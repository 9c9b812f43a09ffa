import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the Advanced screen: its heading, what it shows in a sentence, then its figures. */
export function AdvancedSection({
  title,
  caption,
  testId,
  children,
}: {
  title: string;
  caption: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      {children}
    </Stack>
  );
}
