import type { ValuationGroup } from '@cobertura/contracts';

/** What names a valued group wherever it is shown: its portfolio, its asset and its figures' units. */
export type GroupHeading = Pick<
  ValuationGroup,
  'portfolio_id' | 'portfolio_name' | 'asset' | 'amounts_currency' | 'quantity_unit' | 'rate_unit'
>;

/** A group's heading alone, to head a row built from its figures. */
export function headingOf(group: GroupHeading): GroupHeading {
  return {
    portfolio_id: group.portfolio_id,
    portfolio_name: group.portfolio_name,
    asset: group.asset,
    amounts_currency: group.amounts_currency,
    quantity_unit: group.quantity_unit,
    rate_unit: group.rate_unit,
  };
}
