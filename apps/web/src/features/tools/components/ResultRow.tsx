import { Group, Text } from '@mantine/core';

/** One labelled figure of a calculator's answer. */
export function ResultRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ff="monospace" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
