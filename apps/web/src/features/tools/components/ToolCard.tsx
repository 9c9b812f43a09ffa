import { Card, type CardProps, type MantineSpacing, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the tools: bordered and rounded, under its title when it has one. */
export function ToolCard({
  title,
  titleGap = 'sm',
  testId,
  children,
  ...props
}: {
  title?: string;
  /** The space under the title. */
  titleGap?: MantineSpacing;
  testId?: string;
  children: ReactNode;
} & Omit<CardProps, 'children'>) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId} {...props}>
      {title && (
        <Title order={2} fz="h4" mb={titleGap}>
          {title}
        </Title>
      )}
      {children}
    </Card>
  );
}
