import { Box, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { ResultsState } from './ResultsState.tsx';

/** The spinner's place while the first figures are on their way. */
const LOADING_HEIGHT = 200;

// Its charts' library is fetched once the figures are shown, not before Analytics' first paint.
const PastFigures = lazy(() => import('./PastFigures.tsx').then((m) => ({ default: m.PastFigures })));

/**
 * The past view of one portfolio and asset (issue 12 "Past performance", spec 02 §2): the settled
 * hedges' PnL and cumulative PnL by period (table and chart), the achieved rate against the budget,
 * the bridge of a period as a waterfall, and the pair's candles with the settled hedges marked.
 * Read from the kept valuation `valuationId`; a failed read keeps what was shown.
 */
export function PastView({
  valuationId,
  portfolioId,
  asset,
  name,
  decimals,
}: {
  valuationId: string;
  portfolioId: number;
  asset: string;
  name: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const past = useQuery(
    analyticsQueries.past(valuationId, { portfolio: portfolioId, asset, interval: '1M' }),
  );
  const failedText = t('analytics.past.failed');
  const state = (
    <ResultsState
      isLoading={past.isPending}
      loadingText={t('analytics.past.loading')}
      isError={past.isError}
      staleText={past.data ? failedText : null}
      failedText={failedText}
      retryText={t('analytics.past.retry')}
      onRetry={() => void past.refetch()}
      testPrefix="past"
      minHeight={LOADING_HEIGHT}
    />
  );
  if (past.isPending) return state;
  return (
    <Stack gap="lg" data-testid="past-view">
      {state}
      {past.data && (
        <Suspense fallback={<Box mih={LOADING_HEIGHT} />}>
          <PastFigures reply={past.data} name={name} decimals={decimals} />
        </Suspense>
      )}
    </Stack>
  );
}
