import { Center, Loader, Stack, Text } from '@mantine/core';

export function CenteredLoader({ label }: { label?: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader />
        {label && <Text c="dimmed">{label}</Text>}
      </Stack>
    </Center>
  );
}
