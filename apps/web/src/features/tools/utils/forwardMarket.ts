import type { ToolMarket } from '@cobertura/contracts';
import { daysBetween, isIsoDate, tenorDate } from '@cobertura/finance/time';
import type { DayBasis, ForwardForm } from './forwardCalc.ts';
import { marketAt, ratePercentText, spotText } from './toolMarket.ts';

/** The forward calculator's fields with the pair it calculates for. */
export type ForwardToolForm = ForwardForm & { base: string; quote: string };

/** The fields that open on the stored market and follow it until typed over. */
export type ForwardMarketField = 'spot' | 'rDomestic' | 'rForeign';

/** A delivery the calculator cannot read yet is taken as three months, for the rates it opens on. */
const DEFAULT_DELIVERY_DAYS = 91;

/** Days from the valuation date to the delivery typed (by tenor or date). */
export function deliveryDays(form: ForwardForm): number {
  if (!isIsoDate(form.valuationDate)) return DEFAULT_DELIVERY_DAYS;
  const delivery =
    form.deliveryMode === 'tenor' ? tenorDate(form.valuationDate, form.tenor) : form.deliveryDate;
  const days = isIsoDate(delivery) ? daysBetween(form.valuationDate, delivery) : 0;
  return days > 0 ? days : DEFAULT_DELIVERY_DAYS;
}

/**
 * The calculator's market fields on a pair's stored market at the delivery typed: the spot as
 * stored and both currencies' rates there — continuously compounded, or as money-market rates on
 * each currency's day basis, (e^{r·d/365} − 1)·basis/d, which give the same forward.
 */
export function forwardMarketFields(
  market: ToolMarket,
  form: ForwardForm,
): Record<ForwardMarketField, string> {
  const days = deliveryDays(form);
  const at = marketAt(market, days);
  const quoted = (rate: number, basis: DayBasis) =>
    form.compounding === 'continuous' ? rate : (Math.expm1((rate * days) / 365) * Number(basis)) / days;
  return {
    spot: spotText(at.spot),
    rDomestic: ratePercentText(quoted(at.rDomestic, form.domesticBasis)),
    rForeign: ratePercentText(quoted(at.rForeign, form.foreignBasis)),
  };
}
