import type { Strategy, StrategyLeg } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { selectStrategies } from './lookups.queries.ts';

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** The strategy catalogue of an asset class (or both), with its legs in the spec's columns. */
export async function listStrategies(
  services: Services,
  asset?: 'currency' | 'commodity',
): Promise<Strategy[]> {
  const rows = await selectStrategies(services, asset);
  return rows.map((s) => {
    const legs = s.legs as StrategyLeg[];
    const columns = Object.fromEntries(
      ORDINALS.flatMap((ordinal, i) => [
        [`${ordinal}_derivative`, legs[i]?.derivative ?? null],
        [`${ordinal}_position`, legs[i]?.position ?? null],
      ]),
    );
    return {
      pk_idstrategy: s.id,
      asset: s.asset as Strategy['asset'],
      name: s.name,
      fk_idstrategyname: s.nameId,
      number_of_derivatives: legs.length,
      ...(columns as Pick<Strategy, `${(typeof ORDINALS)[number]}_${'derivative' | 'position'}`>),
      legs,
      first_second_strike_equal: s.firstSecondStrikeEqual,
      risk_profile_buyer: s.riskProfileBuyer,
      risk_profile_seller: s.riskProfileSeller,
    };
  });
}
