import type { AdvancedAnalyticsReply, TAdvancedAnalyticsRequest } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { keptReplyState } from '../utils/keptReplyState.ts';

/**
 * The advanced analytics of the valuation shown. When the call fails the last figures that
 * answered stay on screen, marked `isStale` (the screen says when they were made); figures of
 * another portfolio or asset are never kept for this one.
 */
export function useAdvanced(
  valuationId: string | undefined,
  book: string,
  options: Partial<TAdvancedAnalyticsRequest>,
) {
  const query = useQuery(analyticsQueries.advanced(valuationId, options));
  const last = useRef<{ book: string; reply: AdvancedAnalyticsReply } | null>(null);
  if (query.data) last.current = { book, reply: query.data };
  const kept = last.current?.book === book ? last.current.reply : undefined;
  const reply = query.data ?? (query.isError ? kept : undefined);
  return keptReplyState(query, reply, valuationId !== undefined);
}
