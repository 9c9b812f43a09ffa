import type { OverviewQuote, Quote } from '@cobertura/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { marketsQueries } from '../../markets/index.ts';
import { type LiveState, subscribeToPrices } from '../api/livePrices.ts';
import { applyTick } from '../utils/applyTick.ts';

/**
 * The Overview's quotes: read once over REST, then moved by the live subscription. A tick rewrites
 * its instrument's quote in the query cache, so everything that shows it follows.
 */
export function useLiveQuotes(instruments: readonly string[]) {
  const queryClient = useQueryClient();
  const options = marketsQueries.quotes(instruments);
  const quotes = useQuery({ ...options, enabled: instruments.length > 0 });
  const [state, setState] = useState<LiveState>('connecting');
  const key = instruments.join(',');

  useEffect(() => {
    if (key === '') return;
    const queryKey = marketsQueries.quotes(key.split(',')).queryKey;
    return subscribeToPrices(
      key.split(','),
      (tick: Quote) =>
        queryClient.setQueryData<OverviewQuote[]>(queryKey, (current) => current && applyTick(current, tick)),
      setState,
    );
  }, [key, queryClient]);

  return { quotes, state };
}
