import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The link back to the login under a password screen's form. */
export function BackToLogin({ label }: { label: string }) {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        {label}
      </Anchor>
    </Text>
  );
}
