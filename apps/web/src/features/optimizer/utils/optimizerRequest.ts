import { MAX_SETTLEMENTS, type TStrategyChoice } from '@cobertura/contracts';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import { type HedgePlan, monthlySchedule } from './optimizerPlan.ts';
import type { StrategyDraft } from './strategyTerms.ts';

/**
 * The body every optimizer call starts from: the asset, the side and the schedule — the book's open
 * months when step 1 read them, else the monthly schedule as typed.
 */
export function marketRequest(plan: HedgePlan) {
  const count = Math.max(1, Math.min(MAX_SETTLEMENTS, Math.round(parseDecimal(plan.count) ?? 1)));
  return {
    asset: plan.asset,
    side: plan.side,
    settlements: plan.schedule ?? monthlySchedule(plan.first, count, parseDecimal(plan.amount) ?? 0),
    ...(plan.unit === null ? {} : { unit: plan.unit }),
  };
}

/** A strategy as typed, as the API takes it: a blank strike or barrier is null. */
export function strategyChoice(draft: StrategyDraft): TStrategyChoice {
  const number = (text: string | undefined) => (text ? (parseDecimal(text) ?? null) : null);
  return {
    pk_idstrategy: draft.strategy.pk_idstrategy,
    strikes: draft.strategy.legs.map((_, i) => number(draft.strikes[i])),
    barriers: draft.strategy.legs.map((_, i) => number(draft.barriers[i])),
    percentage: parseDecimal(draft.percentage) ?? 100,
    fixings: 21,
  };
}
