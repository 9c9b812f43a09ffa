import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';

/** The results' least height, so that the spinner, a notice and the figures take the same place. */
export const RESULTS_MIN_HEIGHT = 420;

/**
 * The spinner (or `busy`, a progress the call reports) while a first answer is on its way, and the notice of a failed call with a retry:
 * a warning with the time of the figures still shown (`staleText`), else an error.
 */
export function ResultsState({
  isLoading,
  loadingText,
  isError,
  staleText,
  failedText,
  onRetry,
  testPrefix,
  busy,
}: {
  isLoading: boolean;
  loadingText: string;
  isError: boolean;
  /** Null when no earlier figures are shown. */
  staleText: string | null;
  failedText: string;
  onRetry: () => void;
  testPrefix: string;
  busy?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isLoading && (
        <Center mih={RESULTS_MIN_HEIGHT} data-testid={`${testPrefix}-loading`}>
          {busy || (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{loadingText}</Text>
            </Group>
          )}
        </Center>
      )}
      {isError && (
        <Notice kind={staleText ? 'warning' : 'error'} testId={`${testPrefix}-failed`}>
          <Group justify="space-between">
            <span>{staleText ?? failedText}</span>
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('analytics.state.retry')}
            </Button>
          </Group>
        </Notice>
      )}
    </>
  );
}
