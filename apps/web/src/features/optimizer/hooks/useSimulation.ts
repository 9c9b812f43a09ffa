import type { PriceStrategiesReply, SimulationReply, ValuationProgress } from '@cobertura/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import { optimizerApi } from '../api/optimizerApi.ts';
import { optimizerQueries } from '../api/optimizerQueries.ts';
import { failureText } from '../utils/failureText.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import { planBudget } from '../utils/planBudget.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';

const PROGRESS_POLL_MS = 400;
/** The paths and the confidence (%) a run takes when their fields do not read as numbers. */
export const DEFAULT_PATHS = 10_000;
export const DEFAULT_CONFIDENCE = 95;

/**
 * The Monte Carlo of the priced strategies: its paths, confidence and seed as typed (the seed of the
 * last run is shown, to repeat it), the progress polled while it runs, a way to stop it, and how it
 * ended (`hasEnded` until dismissed, `failure` when it failed). A cancelled run stores nothing.
 */
export function useSimulation({
  area,
  plan,
  portfolioBudget,
  drafts,
  priced,
  onResults,
}: {
  area: 'currency' | 'commodity';
  plan: HedgePlan;
  /** The portfolio's budget rate for the asset; null without one. */
  portfolioBudget: number | null;
  drafts: StrategyDraft[];
  priced: PriceStrategiesReply | null;
  onResults: (results: SimulationReply | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [paths, setPaths] = useState(String(DEFAULT_PATHS));
  const [seed, setSeed] = useState('');
  const [confidence, setConfidence] = useState(String(DEFAULT_CONFIDENCE));
  const [progress, setProgress] = useState<ValuationProgress | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [hasEnded, setEnded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);
  const budget = planBudget(plan.budget, portfolioBudget, priced?.forward);

  const run = async () => {
    if (!priced || budget.rate === undefined) return;
    const controller = new AbortController();
    stop.current = controller;
    const progressId = crypto.randomUUID();
    setRunning(true);
    setEnded(false);
    setFailure(null);
    setProgress(null);
    const poll = setInterval(() => {
      optimizerApi.progress(progressId).then(setProgress, () => undefined);
    }, PROGRESS_POLL_MS);
    try {
      const { asset, ...market } = marketRequest(plan);
      const typedSeed = parseDecimal(seed);
      const reply = await optimizerApi.simulate(
        area,
        {
          ...market,
          [area]: asset,
          spot: priced.spot,
          hedges: drafts.map((d, i) => ({
            ...strategyChoice(d),
            calculated: priced.strategies[i]?.calculated ?? false,
          })),
          budget_rate: budget.rate,
          paths: Math.round(parseDecimal(paths) ?? DEFAULT_PATHS),
          confidence: parseDecimal(confidence) ?? DEFAULT_CONFIDENCE,
          progress_id: progressId,
          ...(typedSeed === undefined ? {} : { seed: Math.round(typedSeed) }),
        },
        controller.signal,
      );
      onResults(reply);
      void queryClient.invalidateQueries({ queryKey: optimizerQueries.runs().queryKey });
      setSeed(String(reply.seed));
      setEnded(true);
    } catch (error) {
      // Cancelled: nothing was stored and the modal just closes.
      if (!controller.signal.aborted) {
        setFailure(failureText(error, t('optimizer.results.failed')));
        setEnded(true);
      }
    } finally {
      clearInterval(poll);
      setRunning(false);
    }
  };

  return {
    paths,
    setPaths,
    seed,
    setSeed,
    confidence,
    setConfidence,
    /** The budget rate the run is valued against, and where it comes from (`planBudget`). */
    budget,
    run: () => void run(),
    cancel: () => stop.current?.abort(),
    progress,
    isRunning,
    hasEnded,
    dismiss: () => setEnded(false),
    failure,
  };
}
