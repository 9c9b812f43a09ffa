import { Box, HoverCard, Text } from '@mantine/core';
import type { ReactElement } from 'react';

/** A hover card of labelled figures beside the element it describes (the spec's detail cards). */
export function DetailCard({
  rows,
  testId,
  children,
}: {
  rows: readonly (readonly [label: string, value: string])[];
  testId: string;
  children: ReactElement;
}) {
  return (
    <HoverCard openDelay={250} closeDelay={100} shadow="md" position="right-start">
      <HoverCard.Target>{children}</HoverCard.Target>
      <HoverCard.Dropdown data-testid={testId}>
        <Box style={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 16, rowGap: 2 }}>
          {rows.map(([label, value]) => (
            <Text key={label} size="xs" component="div" style={{ display: 'contents' }}>
              <Text span size="xs" c="dimmed">
                {label}
              </Text>
              <Text span size="xs" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Text>
            </Text>
          ))}
        </Box>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
