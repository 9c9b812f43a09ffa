import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Each kind's colour, and how a screen reader hears it: an error interrupts, the rest wait. */
const LOOKS = {
  error: { color: 'red', role: 'alert' },
  success: { color: 'green', role: 'status' },
  info: { color: 'blue', role: 'status' },
  warning: { color: 'yellow', role: 'status' },
} as const;

/** A message above a form or screen: failure, success, information or warning. */
export function Notice({
  kind,
  testId,
  children,
  ...props
}: { kind: keyof typeof LOOKS; testId?: string; children: ReactNode } & Omit<
  AlertProps,
  'color' | 'variant'
>) {
  const { color, role } = LOOKS[kind];
  return (
    <Alert color={color} variant="light" role={role} data-testid={testId} {...props}>
      {children}
    </Alert>
  );
}
