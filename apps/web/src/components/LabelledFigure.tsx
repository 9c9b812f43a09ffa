import { Stack, Text } from '@mantine/core';

/** A figure under its name, small and dimmed above it: the regression's slope, a quote's margin. */
export function LabelledFigure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
