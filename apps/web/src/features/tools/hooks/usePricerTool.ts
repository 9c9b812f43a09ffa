import type { PriceSuccess } from '@cobertura/finance/product';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignificant } from '../../../utils/format.ts';
import { parseDecimal, toInputText } from '../../../utils/parseDecimal.ts';
import type { PremiumTerms } from '../components/PricingResult.tsx';
import { libraryErrorText } from '../utils/libraryErrorText.ts';
import { type PayoffCurve, payoffCurve } from '../utils/payoffCurve.ts';
import {
  buildCase,
  defaultPricerForm,
  isSimulated,
  type PricerForm,
  pricedUnitOf,
  pricerFormErrors,
} from '../utils/pricerForm.ts';
import { pricerMarketFields } from '../utils/pricerMarket.ts';
import { solveZeroCost } from '../utils/solveZeroCost.ts';
import { presetLegs, type StrategyPreset } from '../utils/strategyPresets.ts';
import { useMarketFollow } from './useMarketFollow.ts';
import { usePricing } from './usePricing.ts';

/** What the last pricing gave: nothing yet, the price and its payoff, or what went wrong. */
export type PricerOutcome =
  | { readonly status: 'none' }
  | {
      readonly status: 'priced';
      readonly result: PriceSuccess;
      readonly curve: PayoffCurve;
      readonly price: number;
      readonly terms: PremiumTerms;
    }
  /** What went wrong, already in the user's words. */
  | { readonly status: 'error'; readonly text: string };

/**
 * The pricer's form and what it answered: the market fields on the pair's stored market, pricing on
 * submit (Monte Carlo in a worker), a strategy preset's legs, and the zero-cost strike solved then
 * priced.
 */
export function usePricerTool(today: string) {
  const { t, i18n } = useTranslation();
  // Validated by the library's parser of the case the form builds: the pricing contract's schema.
  const form = useForm<PricerForm>({
    mode: 'controlled',
    initialValues: defaultPricerForm(today),
    validate: (values) => pricerFormErrors(values, t, i18n.language),
  });
  const values = form.values;
  const pair = `${values.base}${values.quote}`;
  // Spot, rates, volatility, strike and barriers open on the pair's stored market at the expiry.
  const market = useMarketFollow(form, pair, (stored) => pricerMarketFields(stored, values));
  const [preset, setPreset] = useState<StrategyPreset>('collar');
  const [outcome, setOutcome] = useState<PricerOutcome>({ status: 'none' });
  const [solveNote, setSolveNote] = useState<string | null>(null);
  const { price, cancel, isBusy } = usePricing();
  const showFirstError = (errors: Record<string, unknown>) => {
    const [message] = Object.values(errors);
    setOutcome({ status: 'error', text: String(message) });
  };

  const run = async (current: PricerForm) => {
    const built = buildCase(current);
    const results = await price([built], isSimulated(current));
    const result = results?.[0];
    if (!result) return; // cancelled
    if ('error' in result) {
      setOutcome({ status: 'error', text: libraryErrorText(result.error, t) });
      return;
    }
    const underlyingPrice = Number(built[current.underlying === 'fx' ? 'spot' : 'forward']);
    const terms = {
      notional: parseDecimal(current.notional) ?? null,
      currency: current.quote,
      unit: pricedUnitOf(current),
    };
    setOutcome({ status: 'priced', result, curve: payoffCurve(built), price: underlyingPrice, terms });
  };

  const onSubmit = form.onSubmit(
    (current) => {
      setSolveNote(null);
      void run(current);
    },
    (errors) => {
      setSolveNote(null);
      showFirstError(errors);
    },
  );

  const choosePreset = (next: StrategyPreset, side = values.side) => {
    setPreset(next);
    const reference = parseDecimal(values.spot) ?? 1;
    form.setValues((f) => ({ side, legs: presetLegs(next, side, reference, f.legs ?? []) }));
  };

  const solve = () => {
    setSolveNote(null);
    const checked = form.validate();
    if (checked.hasErrors) {
      showFirstError(checked.errors);
      return;
    }
    const solved = solveZeroCost(buildCase(values), values.legs);
    if (!solved.ok) {
      if ('reason' in solved) setSolveNote(t('tools.pricer.solveNeedsLeg'));
      else setOutcome({ status: 'error', text: libraryErrorText(solved.error, t) });
      return;
    }
    const strike = toInputText(solved.strike);
    const next = { ...values, legs: values.legs.map((leg) => (leg.isSolved ? { ...leg, strike } : leg)) };
    form.setValues(next);
    setSolveNote(t('tools.pricer.solved', { strike: formatSignificant(solved.strike, i18n.language, 8) }));
    void run(next);
  };

  return {
    form,
    /** The pair priced and its stored market, which the market fields follow until typed over. */
    pair,
    market,
    preset,
    /** A leg edited by hand: the legs are no longer the preset's. */
    leavePreset: () => setPreset('custom'),
    choosePreset,
    onSubmit,
    solve,
    solveNote,
    outcome,
    isBusy,
    cancel,
  };
}
