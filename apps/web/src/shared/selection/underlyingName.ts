import type { Commodity } from '@cobertura/contracts';
import type { Underlying } from './selectionCascade.ts';

/** The name of an underlying: the pair's code, or the commodity's name. */
export function underlyingName(underlying: Underlying, commodities: readonly Commodity[]): string {
  return typeof underlying === 'string'
    ? underlying
    : (commodities.find((c) => c.pk_idcommodity === underlying)?.commodity_name ?? String(underlying));
}
