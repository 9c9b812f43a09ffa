import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title, the line that says what it is for, and what else belongs there (legends, links). */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{subtitle}</Text>
      {children}
    </Stack>
  );
}
