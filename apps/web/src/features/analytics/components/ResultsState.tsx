import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';

/** The results' least height, so that the spinner, a notice and the figures take the same place. */
export const RESULTS_MIN_HEIGHT = 420;

/**
 * The spinner (or `busy`, a progress the call reports) while a first answer is on its way, and the
 * notice of a failed call with a retry: a warning with the time of the figures still shown
 * (`staleText`), else an error.
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
  minHeight = RESULTS_MIN_HEIGHT,
  retryText,
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
  /** The spinner's place: the results' least height, or a panel's. */
  minHeight?: number;
  /** The retry button's text; by default the analytics screens' one. */
  retryText?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isLoading && (
        <Center mih={minHeight} data-testid={`${testPrefix}-loading`}>
          {busy || <InlineLoader text={loadingText} />}
        </Center>
      )}
      {isError && (
        <RetryNotice
          kind={staleText ? 'warning' : 'error'}
          text={staleText ?? failedText}
          retryText={retryText ?? t('analytics.state.retry')}
          onRetry={onRetry}
          testId={`${testPrefix}-failed`}
        />
      )}
    </>
  );
}
