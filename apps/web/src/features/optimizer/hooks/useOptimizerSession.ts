import type { PriceStrategiesReply, SimulationReply, UserPreferences } from '@cobertura/contracts';
import { addMonths, type IsoDate } from '@cobertura/finance/time';
import { useQuery } from '@tanstack/react-query';
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
import type { Holder } from '../utils/portfoliosHolding.ts';
import { startingPortfolio } from '../utils/startingPortfolio.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';

export type OptimizerChoices = UserPreferences['optimizer_choices'];

/** The user's portfolios holding each asset, and the company they work in (`usePortfolioHolders`). */
export interface PortfolioHolders {
  holdersOf: (asset: string) => Holder[];
  company: number | null;
}

/**
 * What the optimizer's steps work on: the plan (started from the saved choices, on the user's
 * portfolio holding the asset unless they chose to type the schedule), the profile, the strategies'
 * terms, their prices and the simulation's results, with the portfolio's book and the catalogue
 * they read. While the side is not picked by hand it is the book's (an importer's payables are a
 * buyer's). A new plan, profile or term makes the prices and results stale; the asset, side,
 * portfolio, typed schedule and profile are saved with `save`.
 */
export function useOptimizerSession(
  saved: OptimizerChoices,
  save: (changes: Partial<OptimizerChoices>) => void,
  holders: PortfolioHolders,
) {
  const [isTyped, setTyped] = useState(saved.typed_schedule);
  const [plan, setPlan] = useState<HedgePlan>(() => ({
    asset: saved.asset,
    side: saved.buy_sell === 1 ? 'seller' : 'buyer',
    first: addMonths(serverToday() as IsoDate, 1),
    count: '12',
    amount: '1000000',
    budget: '',
    unit: null,
    portfolio: startingPortfolio(
      holders.holdersOf(saved.asset),
      { portfolio: saved.portfolio, isTyped: saved.typed_schedule },
      holders.company,
    ),
    schedule: null,
  }));
  const [isSideChosen, setSideChosen] = useState(false);
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
  const bookSide = plan.portfolio !== null && !isSideChosen ? book.data?.side : null;
  /** The plan in force: the book's side until one is picked. */
  const current = bookSide ? { ...plan, side: bookSide } : plan;

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
  const chooseSide = (side: HedgePlan['side']) => {
    setSideChosen(true);
    changePlan({ ...current, side });
  };
  /** A portfolio whose book is the schedule, or null: the user types the schedule. */
  const choosePortfolio = (portfolio: string | null) => {
    setSideChosen(false);
    setTyped(portfolio === null);
    save({ typed_schedule: portfolio === null });
    changePlan({ ...current, portfolio });
  };
  // Another asset is not in the portfolio's book: its own portfolio is read, unless the user types.
  const chooseAsset = (asset: string) => {
    setSideChosen(false);
    const portfolio = startingPortfolio(
      holders.holdersOf(asset),
      { portfolio: null, isTyped },
      holders.company,
    );
    changePlan({ ...current, asset, portfolio, unit: null });
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
    plan: current,
    /** The plan the steps after the first hedge: what the book leaves open, when a portfolio was read. */
    hedged: planWithBook(current, book.data),
    book,
    /** The portfolio's budget rate for the asset, once its book is read; null without one. */
    portfolioBudget: plan.portfolio === null ? null : (book.data?.budget_rate ?? null),
    changePlan,
    chooseSide,
    choosePortfolio,
    chooseAsset,
    profile,
    chooseProfile,
    catalogue: catalogue.data ?? [],
    proposed: catalogue.data ? profileStrategies(catalogue.data, profile, current.side) : [],
    drafts,
    changeDrafts,
    priced,
    setPriced,
    results,
    setResults,
  };
}
