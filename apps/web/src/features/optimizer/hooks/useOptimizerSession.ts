import type { PriceStrategiesReply, SimulationReply, UserPreferences } from '@cobertura/contracts';
import { addMonths, type IsoDate } from '@cobertura/finance/time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverToday } from '../../../api/serverClock.ts';
import { strategiesQuery } from '../../../shared/book/strategiesQuery.ts';
import { optimizerQueries } from '../api/optimizerQueries.ts';
import {
  type HedgePlan,
  OPTIMIZER_ASSETS,
  planWithBook,
  profileStrategies,
  type RiskProfile,
} from '../utils/optimizerPlan.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';

export type OptimizerChoices = UserPreferences['optimizer_choices'];

/**
 * What the optimizer's steps work on: the plan (started from the saved choices), the profile, the
 * strategies' terms, their prices and the simulation's results, with the portfolio's book and the
 * catalogue they read. A new plan, profile or term makes the prices and results stale; the asset,
 * side, portfolio and profile are saved with `save`.
 */
export function useOptimizerSession(
  saved: OptimizerChoices,
  save: (changes: Partial<OptimizerChoices>) => void,
) {
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<HedgePlan>(() => ({
    asset: saved.asset,
    side: saved.buy_sell === 1 ? 'seller' : 'buyer',
    first: addMonths(serverToday() as IsoDate, 1),
    count: '12',
    amount: '1000000',
    budget: '',
    unit: null,
    portfolio: saved.portfolio === null ? null : String(saved.portfolio),
    schedule: null,
  }));
  const [profile, setProfile] = useState<RiskProfile>(saved.select as RiskProfile);
  const [drafts, setDrafts] = useState<StrategyDraft[]>([]);
  const [priced, setPriced] = useState<PriceStrategiesReply | null>(null);
  const [results, setResults] = useState<SimulationReply | null>(null);
  const area: 'currency' | 'commodity' =
    OPTIMIZER_ASSETS.find((i) => i.name === plan.asset)?.kind === 1 ? 'commodity' : 'currency';
  const catalogue = useQuery(strategiesQuery(area));
  const book = useQuery({
    ...optimizerQueries.openExposure(plan.portfolio, plan.asset),
    enabled: plan.portfolio !== null,
  });

  const changePlan = (next: HedgePlan) => {
    setPlan(next);
    setPriced(null);
    setResults(null);
    save({
      asset: next.asset,
      buy_sell: next.side === 'seller' ? 1 : 0,
      portfolio: next.portfolio === null ? null : Number(next.portfolio),
    });
  };
  // A portfolio's book brings its side (an importer's payables are a buyer's), unless another was
  // picked while it was read.
  const choosePortfolio = (portfolio: string | null) => {
    changePlan({ ...plan, portfolio });
    if (portfolio === null) return;
    void queryClient.fetchQuery(optimizerQueries.openExposure(portfolio, plan.asset)).then(
      ({ side }) => {
        if (!side) return;
        setPlan((current) => (current.portfolio === portfolio ? { ...current, side } : current));
        save({ buy_sell: side === 'seller' ? 1 : 0 });
      },
      // The step shows the read's failure from the query's state.
      () => undefined,
    );
  };
  const chooseProfile = (next: RiskProfile) => {
    setProfile(next);
    setDrafts([]);
    setPriced(null);
    setResults(null);
    save({ select: next });
  };
  const changeDrafts = (next: StrategyDraft[]) => {
    setDrafts(next);
    setPriced(null);
    setResults(null);
  };

  return {
    area,
    plan,
    /** The plan the steps after the first hedge: what the book leaves open, when a portfolio was read. */
    hedged: planWithBook(plan, book.data),
    book,
    changePlan,
    choosePortfolio,
    profile,
    chooseProfile,
    catalogue: catalogue.data ?? [],
    proposed: catalogue.data ? profileStrategies(catalogue.data, profile, plan.side) : [],
    drafts,
    changeDrafts,
    priced,
    setPriced,
    results,
    setResults,
  };
}
