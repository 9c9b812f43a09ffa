import { z } from 'zod';
import { ROW_PROBLEMS } from './book-problems.ts';
import { PAIR_PATTERN } from './book-rules.ts';
import { idList } from './data.ts';
import { id, idField, ZFormatQuery } from './fields.ts';
import { ZPortfolio } from './reference.ts';

/** My Data's portfolios and lookups (business, clients, plants, providers). */

const name = z.string().trim().min(1, 'This field is required.').max(100, 'At most 100 characters.');
const optionalId = idField.nullable().optional();

export const ZCreatePortfolioRequest = z.object({
  portfolio_name: name,
  fk_idcompany: idField,
  fk_currency: z
    .array(z.string().regex(PAIR_PATTERN, ROW_PROBLEMS.PAIR_FORMAT.en))
    .max(50)
    .default([])
    .describe('Currency pairs, e.g. USDCOP.'),
  fk_idcommodity: z.array(idField).max(50).default([]).describe('Commodity ids.'),
  fk_id_end_product: optionalId,
  fk_id_business: optionalId,
  fk_id_client: optionalId,
  fk_id_plant: optionalId,
  fk_id_provider: optionalId,
});
export type TCreatePortfolioRequest = z.output<typeof ZCreatePortfolioRequest>;

export const ZUpdatePortfolioRequest = z
  .object({ portfolio_name: name.optional(), show: z.boolean().optional() })
  .refine((v) => v.portfolio_name !== undefined || v.show !== undefined, 'Give a new name or show.');
export type TUpdatePortfolioRequest = z.output<typeof ZUpdatePortfolioRequest>;

export const ZBookPortfolio = ZPortfolio;

/** The query of the lookup calls (`business`, `clients`, `plants`, `providers`, `end_products`). */
export const ZLookupQuery = ZFormatQuery.extend({
  ids: idList.optional().describe('Only these entries.'),
  companies: idList.optional().describe("Only these of your companies' entries (not for end products)."),
});

/** `POST /api/business` (and clients, plants, providers): a new entry of one of your companies. */
export const ZCreateLookupRequest = z.object({ fk_idcompany: idField, name });
export type TCreateLookupRequest = z.output<typeof ZCreateLookupRequest>;

const lookup = <K extends string, N extends string>(key: K, nameKey: N) =>
  z.object({
    ...({ [key]: id } as { [P in K]: typeof id }),
    ...({ [nameKey]: z.string() } as { [P in N]: z.ZodString }),
    fk_idcompany: id,
  });
export const ZBusiness = lookup('pk_id_business', 'business_name');
export const ZClient = lookup('pk_id_client', 'client_name');
export const ZPlant = lookup('pk_id_plant', 'plant_name');
export const ZProvider = lookup('pk_id_provider', 'provider_name');
