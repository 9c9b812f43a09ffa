import { useDebouncedValue } from '@mantine/hooks';
import { type ComponentProps, useState } from 'react';
import { serverToday } from '../../../api/serverClock.ts';
import type { AssetKind } from '../../../shared/selection/selectionCascade.ts';
import { underlyingName } from '../../../shared/selection/underlyingName.ts';
import type { AnalyticsControls } from '../components/AnalyticsControls.tsx';
import { type ValuationControls, valuationRequest } from '../utils/valuationRequest.ts';
import { useAnalyticsSelection } from './useAnalyticsSelection.ts';
import { useValuation } from './useValuation.ts';

/** Spec 02 §9 default scenario shock, in percent as typed (the contract's DEFAULT_SCENARIO_SHOCK). */
const DEFAULT_SHOCK_PERCENT = 10;
/** Typing a shock sends one valuation when the user pauses, not one per key. */
const SHOCK_DELAY_MS = 400;

/**
 * The valuation of the Analytics selection, as the analytics screens ask it: the saved cascade (of
 * kind `only`, else the top bar's), the morning's controls (interval, shock, valuation date; not
 * kept), the request and its valuation, and the props of {@link AnalyticsControls} that drive them.
 */
export function useSelectionValuation(only?: AssetKind) {
  const analytics = useAnalyticsSelection(only);
  const { kind, selection } = analytics;
  const [controls, setControls] = useState<ValuationControls>(() => ({
    interval: '1M',
    shockPercent: DEFAULT_SHOCK_PERCENT,
    valuationDate: serverToday(),
  }));
  const [shockPercent] = useDebouncedValue(controls.shockPercent, SHOCK_DELAY_MS);
  const asset =
    selection.underlying === undefined
      ? undefined
      : underlyingName(selection.underlying, analytics.commodities);
  const request = valuationRequest(
    selection.portfolios.map((p) => p.pk_idportfolio),
    asset,
    { ...controls, shockPercent },
  );
  const valuation = useValuation(kind, request);
  const controlProps: Omit<
    ComponentProps<typeof AnalyticsControls>,
    'withShock' | 'withInterval' | 'children'
  > = {
    kind,
    selection,
    commodities: analytics.commodities,
    controls,
    onCompany: analytics.chooseCompany,
    onPortfolios: analytics.choosePortfolios,
    onUnderlying: analytics.chooseUnderlying,
    onControls: (changes) => setControls((current) => ({ ...current, ...changes })),
  };
  const hasNothingToValue = !analytics.isPending && selection.underlyings.length === 0;
  return {
    analytics,
    /** The shock the valuation was asked with (the typed one once the user pauses). */
    shockPercent,
    asset,
    request,
    valuation,
    controlProps,
    /** Nothing to value: no portfolio of the company holds an asset of this kind. */
    hasNothingToValue,
    /** Something to value, but the typed shock is outside what the valuation takes: nothing is asked. */
    isShockOutOfRange: !hasNothingToValue && request === null && !analytics.isPending,
  };
}
