import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';

/**
 * A segmented control under its visible name, which also names it for assistive technology (a
 * segmented control has no label of its own).
 */
export function LabelledSegments({
  label,
  labelId,
  ...props
}: { label: string; labelId: string } & SegmentedControlProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} {...props} />
    </Stack>
  );
}
