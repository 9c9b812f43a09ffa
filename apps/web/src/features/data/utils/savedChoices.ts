import type { UserPreferences } from '@cobertura/contracts';
import type { AssetKind, Underlying, WantedSelection } from '../../../shared/selection/selectionCascade.ts';

type DatamodelChoices = UserPreferences['datamodel_choices'];

/**
 * What the user asked for: the address first, then the saved `datamodel_choices` (spec 02 §3); what
 * neither names is left to the cascade's first option. A saved pair or commodity is kept for its own
 * asset kind, so switching kinds does not carry a pair into the commodities.
 */
export function wantedSelection(
  address: WantedSelection,
  stored: DatamodelChoices | undefined,
  kind: AssetKind,
): WantedSelection {
  const storedUnderlying: Underlying | undefined =
    kind === 'currency' ? stored?.selected_currencies[0] : stored?.selected_commodities[0];
  return {
    company: address.company ?? stored?.selected_company ?? undefined,
    portfolio: address.portfolio ?? stored?.selected_portfolio[0],
    underlying: address.underlying ?? storedUnderlying,
  };
}

/** A choice of the cascade as `datamodel_choices` keeps it: lists of one, the asset kind by number. */
export function rememberedChoice(kind: AssetKind, choice: WantedSelection): Partial<DatamodelChoices> {
  const underlying = choice.underlying === undefined ? [] : [choice.underlying];
  return {
    selected_company: choice.company ?? null,
    selected_portfolio: choice.portfolio === undefined ? [] : [choice.portfolio],
    selected_nav_asset: kind === 'currency' ? 0 : 1,
    ...(kind === 'currency'
      ? { selected_currencies: underlying.filter((u): u is string => typeof u === 'string') }
      : { selected_commodities: underlying.filter((u): u is number => typeof u === 'number') }),
  };
}
