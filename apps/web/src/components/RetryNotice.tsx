import { Button, Group } from '@mantine/core';
import { Notice } from './Notice.tsx';

/**
 * A failed read and its retry button: a warning while earlier figures stay on screen, an error when
 * nothing is shown.
 */
export function RetryNotice({
  kind,
  text,
  retryText,
  onRetry,
  testId,
}: {
  kind: 'error' | 'warning';
  text: string;
  retryText: string;
  onRetry: () => void;
  testId: string;
}) {
  return (
    <Notice kind={kind} testId={testId}>
      <Group justify="space-between">
        <span>{text}</span>
        <Button size="xs" variant="light" onClick={onRetry}>
          {retryText}
        </Button>
      </Group>
    </Notice>
  );
}
