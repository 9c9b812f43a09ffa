import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the Program sheet, named by its title for assistive technology. */
export function SheetSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
