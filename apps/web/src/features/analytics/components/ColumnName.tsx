import { Tooltip } from '@mantine/core';

/** A dotted underline says a tooltip explains the name. */
const HINTED = { textDecoration: 'underline dotted', cursor: 'help' } as const;

/**
 * A column's name; with a hint (what the column counts and how it is signed) the name is underlined
 * and the hint shows on hover or focus.
 */
export function ColumnName({ name, hint }: { name: string; hint: string | null }) {
  if (hint === null) return name;
  return (
    <Tooltip label={hint} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the hint must be reachable from the keyboard */}
      <span style={HINTED} tabIndex={0}>
        {name}
      </span>
    </Tooltip>
  );
}
