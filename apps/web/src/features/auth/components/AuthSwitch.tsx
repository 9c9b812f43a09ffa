import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The line under a sign-in or registration form that leads to the other one. */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {prompt} {/* Underlined: colour alone does not tell a link inside a sentence (WCAG 1.4.1). */}
      <Anchor component={Link} to={to} underline="always">
        {label}
      </Anchor>
    </Text>
  );
}
