import { Group, Text } from '@mantine/core';

/** The Cobertura mark and word: a rising hedge curve over a floor line. */
export function Logo({
  size = 28,
  withText = true,
  inverted = false,
}: {
  size?: number;
  withText?: boolean;
  inverted?: boolean;
}) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Cobertura">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : 'var(--mantine-color-brand-7)'} />
        <path
          d="M7 21c3-7 6-10 9-10s5 3 9 3"
          fill="none"
          stroke={inverted ? 'var(--mantine-color-brand-7)' : '#ffffff'}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M7 25h18" stroke="#7cc4ff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {withText && (
        <Text
          fw={800}
          fz={size * 0.68}
          lh={1}
          style={{ letterSpacing: '-0.02em' }}
          c={inverted ? 'white' : undefined}
        >
          Cobertura
        </Text>
      )}
    </Group>
  );
}
