import type { FigureUnits, HedgeRequest } from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import { amountText, MISSING, rateText, rateUnitText, withUnit } from '../../analytics/index.ts';

export { MISSING };

/** A quantity of the asset with its unit: "USD 1,250,000", "8,000 mt". */
export function quantityText(value: number | null | undefined, lang: string, units: FigureUnits): string {
  return amountText(value, lang, units.quantity_unit);
}

/** How the group's rates are quoted, in the language: "COP per USD", "COP por USD". */
export function rateUnit(units: FigureUnits, lang: string): string | null {
  return rateUnitText(units, lang) ?? units.rate_unit;
}

/** A rate with its quotation: "4,185.20 COP per USD"; a dash when missing. */
export function rateWithUnit(
  value: number | null | undefined,
  lang: string,
  units: FigureUnits,
  decimals: number,
): string {
  if (value === null || value === undefined) return MISSING;
  return withUnit(rateText(value, lang, decimals), rateUnit(units, lang));
}

/** What is executed of the amount, with its unit: "USD 500,000 of USD 1,000,000". */
export function filledText(
  request: Pick<HedgeRequest, 'filled' | 'amount'> & FigureUnits,
  lang: string,
  t: TFunction,
): string {
  return t('hedge.list.filledOf', {
    filled: quantityText(request.filled, lang, request),
    amount: quantityText(request.amount, lang, request),
  });
}
