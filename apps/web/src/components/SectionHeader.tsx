import { Stack, Text, Title } from '@mantine/core';

/**
 * A section's title, a level-2 heading whose `id` the section is labelled by, and the line that says
 * what the section holds.
 */
export function SectionHeader({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <Stack gap={2}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </Stack>
  );
}
