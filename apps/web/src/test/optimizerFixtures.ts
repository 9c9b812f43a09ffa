import type { SimulationFigures, Strategy } from '@cobertura/contracts';

/** A catalogue strategy of currency hedges: each leg as derivative, position and option type (1 unless given). */
export function strategyFixture(
  id: number,
  name: string,
  rating: number,
  legs: [string, string, number?][],
  equal = false,
): Strategy {
  const terms = legs.map(([derivative, position, type]) => ({
    derivative: derivative as Strategy['first_derivative'],
    position: position as Strategy['first_position'],
    fk_idoptiontype: type ?? 1,
  }));
  return {
    pk_idstrategy: id,
    asset: 'currency',
    name,
    fk_idstrategyname: id,
    number_of_derivatives: terms.length,
    first_derivative: terms[0]!.derivative,
    first_position: terms[0]!.position,
    second_derivative: terms[1]?.derivative ?? null,
    second_position: terms[1]?.position ?? null,
    third_derivative: null,
    third_position: null,
    fourth_derivative: null,
    fourth_position: null,
    legs: terms,
    first_second_strike_equal: equal,
    risk_profile_buyer: rating,
    risk_profile_seller: rating,
  };
}

/** A simulation's figures for one strategy (or the unhedged book, id null); `other` replaces any of them. */
export const simulationFigures = (
  id: number | null,
  name: string,
  other: Partial<SimulationFigures> = {},
): SimulationFigures => ({
  pk_idstrategy: id,
  name,
  percentage: 100,
  cost: null,
  expected_rate: 4100,
  beat_budget: 0.5,
  confidence_rate: 4400,
  cash_flow_at_risk: 1,
  worst_rate: 4450,
  counts: [],
  ...other,
});
