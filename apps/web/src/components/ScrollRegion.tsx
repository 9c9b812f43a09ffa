import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide or long table's scroll container: native scrolling, reachable by keyboard and named for
 * screen readers, as a region that scrolls must be (WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  minWidth,
  maxHeight,
  testId,
  children,
}: {
  label: string;
  /** Below this width the table scrolls sideways instead of wrapping its figures. */
  minWidth: number;
  maxHeight?: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      {...(maxHeight === undefined ? {} : { maxHeight })}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Table.ScrollContainer>
  );
}
