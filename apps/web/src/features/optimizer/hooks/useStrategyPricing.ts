import type { PriceStrategiesReply, Strategy } from '@cobertura/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { optimizerApi } from '../api/optimizerApi.ts';
import { strikeText } from '../utils/assetFigures.ts';
import { failureText } from '../utils/failureText.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import { type StrategyDraft, startingDraft } from '../utils/strategyTerms.ts';

/** Step 3's terms: the plan, the strategies proposed and their terms as typed, and their prices. */
export interface StrategyTerms {
  plan: HedgePlan;
  proposed: readonly Strategy[];
  drafts: StrategyDraft[];
  onDrafts: (drafts: StrategyDraft[]) => void;
  priced: PriceStrategiesReply | null;
  onPriced: (reply: PriceStrategiesReply) => void;
}

/**
 * The prices of step 3: the schedule's forward and par forward, which the proposed strategies'
 * starting strikes sit around (read while there are no terms yet), every strategy priced together ('Calculate'), and one
 * strategy's zero-cost strikes.
 */
export function useStrategyPricing({ plan, proposed, drafts, onDrafts, priced, onPriced }: StrategyTerms) {
  const { t } = useTranslation();
  const request = marketRequest(plan);
  const first = proposed[0];
  const forward = useQuery({
    queryKey: ['optimizer', 'forward', request],
    queryFn: () =>
      optimizerApi.price({
        ...request,
        strategies: [
          { pk_idstrategy: first!.pk_idstrategy, strikes: [], barriers: [], percentage: 100, fixings: 21 },
        ],
      }),
    enabled: first !== undefined && drafts.length === 0,
  });
  useEffect(() => {
    if (drafts.length === 0 && forward.data && proposed.length)
      onDrafts(proposed.map((s) => startingDraft(s, plan.side, forward.data, plan.asset)));
  }, [drafts.length, forward.data, proposed, plan.side, plan.asset, onDrafts]);

  const calculate = useMutation({
    mutationFn: () => optimizerApi.price({ ...request, strategies: drafts.map(strategyChoice) }),
    onSuccess: onPriced,
  });
  const zeroCost = useMutation({
    mutationFn: (index: number) =>
      optimizerApi.zeroCost({ ...request, strategy: strategyChoice(drafts[index] as StrategyDraft) }),
    onSuccess: ({ strikes }, index) =>
      onDrafts(
        drafts.map((d, i) =>
          // Solved strikes are dealt to the pip, as a bank quotes them.
          i === index
            ? { ...d, strikes: strikes.map((k) => (k === null ? '' : strikeText(k, plan.asset))) }
            : d,
        ),
      ),
  });
  const failure = calculate.error ?? zeroCost.error ?? forward.error;

  return {
    /** The market the strategies were priced on, or the schedule's forward was read from. */
    market: priced ?? forward.data ?? null,
    /** Whether a strategy can be added: a forward is known for its starting strikes. */
    canAdd: Boolean(priced?.forward) || Boolean(forward.data),
    /** The forwards an added strategy's strikes start around. */
    startAt: priced ?? forward.data,
    calculate: () => calculate.mutate(),
    isCalculating: calculate.isPending,
    zeroCost: (index: number) => zeroCost.mutate(index),
    /** The strategy whose zero-cost strikes are on their way. */
    zeroCosting: zeroCost.isPending ? zeroCost.variables : undefined,
    failure: failure ? failureText(failure, t('optimizer.strategies.failed')) : null,
  };
}
