import { Box, LoadingOverlay, Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { RESULTS_MIN_HEIGHT } from './ResultsState.tsx';

/**
 * Where an analytics screen's figures go: a place of the results' least height, veiled (with
 * `loader`, else a spinner) while newer figures are on their way over the ones shown.
 */
export function ResultsArea({
  isRefreshing,
  loader,
  testId,
  gap,
  children,
}: {
  isRefreshing: boolean;
  loader?: ReactNode;
  testId: string;
  gap: StackProps['gap'];
  children: ReactNode;
}) {
  return (
    <Box pos="relative" mih={RESULTS_MIN_HEIGHT} data-testid={testId}>
      <LoadingOverlay
        visible={isRefreshing}
        zIndex={5}
        overlayProps={{ blur: 1 }}
        {...(loader ? { loaderProps: { children: loader } } : {})}
      />
      <Stack gap={gap}>{children}</Stack>
    </Box>
  );
}
