import type { SimulationReply, TBacktestRequest } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import { optimizerQueries } from '../api/optimizerQueries.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';
import { DEFAULT_CONFIDENCE } from './useSimulation.ts';

/** How far back the back-test starts: the API's default, about as far as the stored closes go. */
const BACKTEST_YEARS = 20;

/**
 * The back-test of the terms on screen, asked for by its button; one already answered for the same
 * request shows again when the step is opened again. Beside a simulation it reads at the
 * simulation's budget and confidence, so that the two sets of figures compare line by line.
 */
export function useBacktest({
  plan,
  drafts,
  results,
  budget,
  confidence,
  isCalculated,
}: {
  plan: HedgePlan;
  drafts: StrategyDraft[];
  results: SimulationReply | null;
  budget: number | undefined;
  /** The confidence typed for the simulation (%). */
  confidence: string;
  isCalculated: boolean;
}) {
  const request: TBacktestRequest | null =
    isCalculated && budget
      ? {
          ...marketRequest(plan),
          strategies: drafts.map(strategyChoice),
          budget_rate: results?.budget_rate ?? budget,
          confidence: results?.confidence ?? parseDecimal(confidence) ?? DEFAULT_CONFIDENCE,
          years: BACKTEST_YEARS,
        }
      : null;
  const key = JSON.stringify(request);
  const [asked, setAsked] = useState<string | null>(null);
  const query = useQuery({ ...optimizerQueries.backtest(request), enabled: asked === key });
  return {
    request,
    query,
    /** Asks for the back-test of the terms on screen, or again for the one shown. */
    ask: () => (asked === key ? void query.refetch() : setAsked(key)),
  };
}
