import type { CommodityAnalysisReply } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import type { CommodityChoices } from '../components/CommodityControls.tsx';
import { keptReplyState } from '../utils/keptReplyState.ts';
import { localCurrencies } from '../utils/localCurrencies.ts';
import type { useSelectionValuation } from './useSelectionValuation.ts';

/**
 * The commodity analysis of the selection's kept valuation with the choices made: the local
 * currencies the company's pairs offer (the chosen one while offered, else the first), and the
 * analysis. A failed call keeps the figures the treasurer had for this commodity, marked stale.
 */
export function useCommodityAnalysis(
  { analytics, asset, valuation }: ReturnType<typeof useSelectionValuation>,
  choices: CommodityChoices,
) {
  const { selection } = analytics;
  const commodity = analytics.commodities.find((c) => c.pk_idcommodity === selection.underlying);
  const currencies = useQuery(referenceQueries.currencies());
  const currency = currencies.data?.currencies.find(
    (c) => c.pk_idcurrency === commodity?.fk_idcurrency,
  )?.code;
  const localOptions = currency
    ? localCurrencies(selection.company?.portfolios.flatMap((p) => p.fk_currency) ?? [], currency)
    : [];
  const localCurrency =
    choices.localCurrency && localOptions.includes(choices.localCurrency)
      ? choices.localCurrency
      : localOptions[0];
  const valuationId = valuation.reply?.valuation.id;
  const analysis = useQuery(
    analyticsQueries.commodityAnalysis(valuationId, {
      bucket: choices.bucket,
      expiry: choices.expiry,
      fixation: choices.fixation,
      ...(choices.unit ? { unit: choices.unit } : {}),
      ...(localCurrency ? { local_currency: localCurrency } : {}),
    }),
  );
  const lastGood = useRef<CommodityAnalysisReply | undefined>(undefined);
  if (analysis.data) lastGood.current = analysis.data;
  const kept = lastGood.current?.groups.every((g) => g.asset === asset) ? lastGood.current : undefined;
  const reply = analysis.data ?? (analysis.isError ? kept : undefined);
  return {
    localOptions,
    localCurrency,
    analysis: keptReplyState(analysis, reply, valuationId !== undefined),
  };
}
