import { Group, type GroupProps, Loader, Text } from '@mantine/core';

/** A small spinner and what is on its way, in a line of text. */
export function InlineLoader({ text, ...props }: { text: string } & Omit<GroupProps, 'children'>) {
  return (
    <Group gap="xs" {...props}>
      <Loader size="sm" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
