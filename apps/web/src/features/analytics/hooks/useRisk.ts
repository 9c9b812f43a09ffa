import type { RiskReply, TRiskRequest } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { keptReplyState } from '../utils/keptReplyState.ts';

/**
 * The risk of a kept valuation with the options chosen (`request` null: an option is not valid, so
 * nothing is asked). When a call fails the last figures of the same valuation stay, marked
 * `isStale`, so the treasurer keeps what they had.
 */
export function useRisk(valuationId: string, request: TRiskRequest | null) {
  const query = useQuery(analyticsQueries.risk(valuationId, request));
  const [lastGood, setLastGood] = useState<RiskReply | undefined>(undefined);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setLastGood(query.data);
  }, [query.data, query.isPlaceholderData]);
  const reply = query.data ?? (lastGood?.valuation_id === valuationId ? lastGood : undefined);
  return keptReplyState(query, reply, request !== null);
}
