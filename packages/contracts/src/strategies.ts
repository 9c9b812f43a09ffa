import { z } from 'zod';
import { DERIVATIVES } from './book-terms.ts';
import { id, ZFormatQuery } from './fields.ts';

/** The strategy catalogue (spec 02 §4, `GET /api/strategies`): the structures hedges are built from. */

/** Risk profiles of the strategy catalogue and the optimizer (spec 02 §4 "Risk profile"). */
export const RISK_PROFILES = [
  'VERY CONSERVATIVE',
  'CONSERVATIVE',
  'MODERATE',
  'AGGRESSIVE',
  'VERY AGGRESSIVE',
] as const;

const ZStrategyLeg = z.object({
  derivative: z.enum(DERIVATIVES),
  position: z.enum(['LONG', 'SHORT']),
  fk_idoptiontype: z.number().int().describe('1-based index into OPTION_TYPES (1 EUROPEAN).'),
});
export type StrategyLeg = z.infer<typeof ZStrategyLeg>;

/**
 * A strategy of the catalogue, named and written for a buyer (a vanilla put is a long put); the
 * other side of the market uses the mirror image (calls and puts swapped, a forward's position
 * flipped), named for what it holds (a seller's mirror of VANILLA CALL is VANILLA PUT). The profiles
 * rate it for a company buying and one selling the underlying.
 */
export const ZStrategy = z.object({
  pk_idstrategy: id,
  asset: z.enum(['currency', 'commodity']),
  name: z.string(),
  fk_idstrategyname: id.describe('The same strategy has the same name id for currencies and commodities.'),
  number_of_derivatives: z.number().int().min(1).max(4),
  first_derivative: z.enum(DERIVATIVES),
  first_position: z.enum(['LONG', 'SHORT']),
  second_derivative: z.enum(DERIVATIVES).nullable(),
  second_position: z.enum(['LONG', 'SHORT']).nullable(),
  third_derivative: z.enum(DERIVATIVES).nullable(),
  third_position: z.enum(['LONG', 'SHORT']).nullable(),
  fourth_derivative: z.enum(DERIVATIVES).nullable(),
  fourth_position: z.enum(['LONG', 'SHORT']).nullable(),
  legs: z.array(ZStrategyLeg).min(1).max(4),
  first_second_strike_equal: z.boolean(),
  risk_profile_buyer: z.number().int().min(0).max(4).describe('0 VERY CONSERVATIVE … 4 VERY AGGRESSIVE.'),
  risk_profile_seller: z.number().int().min(0).max(4),
});
export type Strategy = z.infer<typeof ZStrategy>;

export const ZStrategyQuery = ZFormatQuery.extend({ asset: z.enum(['currency', 'commodity']).optional() });
