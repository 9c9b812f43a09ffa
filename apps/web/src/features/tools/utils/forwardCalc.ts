import {
  forwardByCip,
  forwardFromSimpleRates,
  forwardPoints,
  impliedDomesticRate,
} from '@cobertura/finance/market';
import {
  daysBetween,
  type IsoDate,
  parseIsoDate,
  type Tenor,
  tenorDate,
  yearsBetween,
} from '@cobertura/finance/time';
import { fieldValue } from '../../../utils/parseDecimal.ts';
import { type Attempt, attempt } from './attempt.ts';
import type { ArgumentFields } from './libraryErrorText.ts';

export type DayBasis = '360' | '365';

/** The forward calculator's fields as typed; rates in percent. */
export interface ForwardForm {
  spot: string;
  rDomestic: string;
  rForeign: string;
  compounding: 'continuous' | 'simple';
  domesticBasis: DayBasis;
  foreignBasis: DayBasis;
  valuationDate: string;
  deliveryMode: 'date' | 'tenor';
  deliveryDate: string;
  tenor: Tenor;
}

/** The form field of each argument the library may refuse, by the name its error gives. */
export const FORWARD_ARGUMENTS: ArgumentFields<keyof ForwardForm> = {
  spot: { field: 'spot', label: 'tools.forward.spot' },
  rDomestic: { field: 'rDomestic', label: 'tools.forward.rDomestic', isPercent: true },
  rForeign: { field: 'rForeign', label: 'tools.forward.rForeign', isPercent: true },
  valuationDate: { field: 'valuationDate', label: 'tools.forward.valuationDate' },
  deliveryDate: { field: 'deliveryDate', label: 'tools.forward.deliveryDate' },
  // The time to delivery is not typed: a negative one is a delivery date before the valuation date.
  'time in years': {
    field: 'deliveryDate',
    label: 'tools.forward.deliveryDate',
    issue: { kind: 'rule', rule: 'deliveryBeforeValuation' },
  },
};

export interface ForwardOutcome {
  readonly deliveryDate: IsoDate;
  readonly days: number;
  /** ACT/365 year fraction. */
  readonly years: number;
  readonly forward: number;
  /** F − S, in price units. */
  readonly points: number;
  /** ln(F/S)/t: the continuously compounded domestic − foreign rate the forward implies (null at t = 0). */
  readonly impliedRateDifference: number | null;
}

/**
 * The forward by covered interest parity (Hull eq. 5.9) with the library's `forwardByCip`
 * (continuous rates over ACT/365 years) or `forwardFromSimpleRates` (money-market rates over actual
 * days on each currency's basis), its points and the rate difference it implies.
 */
export function computeForward(form: ForwardForm): Attempt<ForwardOutcome> {
  return attempt(() => {
    const valuation = parseIsoDate(form.valuationDate, 'valuationDate');
    const delivery =
      form.deliveryMode === 'tenor'
        ? tenorDate(valuation, form.tenor)
        : parseIsoDate(form.deliveryDate, 'deliveryDate');
    // The library checks these; text that is not a number reaches it as is and its error names the field.
    const spot = fieldValue(form.spot) as number;
    const rd = fieldValue(form.rDomestic, 0.01) as number;
    const rf = fieldValue(form.rForeign, 0.01) as number;
    const days = daysBetween(valuation, delivery);
    const years = yearsBetween(valuation, delivery);
    const forward =
      form.compounding === 'continuous'
        ? forwardByCip(spot, rd, rf, years)
        : forwardFromSimpleRates(spot, rd, rf, days, {
            domesticBasis: Number(form.domesticBasis),
            foreignBasis: Number(form.foreignBasis),
          });
    // ln(F/S)/t: the domestic rate implied with a zero foreign rate is exactly the difference.
    const impliedRateDifference = years > 0 ? impliedDomesticRate(spot, forward, 0, years) : null;
    return {
      deliveryDate: delivery,
      days,
      years,
      forward,
      points: forwardPoints(spot, forward),
      impliedRateDifference,
    };
  });
}
