import type { StrategyLeg } from '@cobertura/contracts';

const leg = (
  derivative: StrategyLeg['derivative'],
  position: StrategyLeg['position'],
  fk_idoptiontype = 1,
): StrategyLeg => ({
  derivative,
  position,
  fk_idoptiontype,
});

/** fk_idoptiontype of the barrier and Asian legs (OPTION_TYPES is 1-based). */
const ASIAN = 3;
const UP_AND_OUT = 4;
const DOWN_AND_IN = 7;

/**
 * The strategy catalogue, the same for currencies and commodities. Profiles 0..4 run from VERY
 * CONSERVATIVE to VERY AGGRESSIVE; docs/decisions/D-132-the-strategy-catalogue-and-its-risk-profiles.md
 * says why each strategy sits where it does.
 * The legs are written as named; the other side of the market takes the mirror image, which keeps
 * the same risk, so most strategies rate the same for buyers and sellers.
 */
export const STRATEGIES: {
  name: string;
  legs: StrategyLeg[];
  firstSecondStrikeEqual: boolean;
  buyer: number;
  seller: number;
}[] = [
  { name: 'FORWARD', legs: [leg('FORWARD', 'LONG')], firstSecondStrikeEqual: false, buyer: 0, seller: 0 },
  { name: 'VANILLA CALL', legs: [leg('CALL', 'LONG')], firstSecondStrikeEqual: false, buyer: 1, seller: 1 },
  { name: 'VANILLA PUT', legs: [leg('PUT', 'LONG')], firstSecondStrikeEqual: false, buyer: 1, seller: 1 },
  {
    name: 'ASIAN OPTION',
    legs: [leg('CALL', 'LONG', ASIAN)],
    firstSecondStrikeEqual: false,
    buyer: 1,
    seller: 1,
  },
  {
    name: 'COLLAR',
    legs: [leg('CALL', 'LONG'), leg('PUT', 'SHORT')],
    firstSecondStrikeEqual: false,
    buyer: 1,
    seller: 1,
  },
  {
    name: 'ZERO-COST COLLAR',
    legs: [leg('CALL', 'LONG'), leg('PUT', 'SHORT')],
    firstSecondStrikeEqual: false,
    buyer: 1,
    seller: 1,
  },
  {
    name: 'PARTICIPATING FORWARD',
    legs: [leg('CALL', 'LONG'), leg('PUT', 'SHORT')],
    firstSecondStrikeEqual: true,
    buyer: 1,
    seller: 1,
  },
  {
    name: 'CALL SPREAD',
    legs: [leg('CALL', 'LONG'), leg('CALL', 'SHORT')],
    firstSecondStrikeEqual: false,
    buyer: 2,
    seller: 2,
  },
  {
    name: 'PUT SPREAD',
    legs: [leg('PUT', 'LONG'), leg('PUT', 'SHORT')],
    firstSecondStrikeEqual: false,
    buyer: 2,
    seller: 2,
  },
  {
    name: 'KNOCK-IN FORWARD',
    legs: [leg('CALL', 'LONG'), leg('PUT', 'SHORT', DOWN_AND_IN)],
    firstSecondStrikeEqual: true,
    buyer: 2,
    seller: 2,
  },
  {
    name: 'RISK REVERSAL',
    legs: [leg('CALL', 'LONG'), leg('PUT', 'SHORT')],
    firstSecondStrikeEqual: false,
    buyer: 2,
    seller: 2,
  },
  {
    name: 'SEAGULL',
    legs: [leg('CALL', 'LONG'), leg('CALL', 'SHORT'), leg('PUT', 'SHORT')],
    firstSecondStrikeEqual: false,
    buyer: 3,
    seller: 3,
  },
  {
    name: 'KNOCK-OUT FORWARD',
    legs: [leg('CALL', 'LONG', UP_AND_OUT), leg('PUT', 'SHORT', UP_AND_OUT)],
    firstSecondStrikeEqual: true,
    buyer: 3,
    seller: 3,
  },
];
