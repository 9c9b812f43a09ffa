import { z } from 'zod';
import { id, idField, timestamp, ZFormatQuery } from './fields.ts';

/** Reference data the shell loads after sign-in (spec 02 §3). */
export const ZPortfolio = z.object({
  pk_idportfolio: id,
  portfolio_name: z.string(),
  fk_currency: z.array(z.string()).describe('Currency pairs the portfolio holds, e.g. USDCOP.'),
  fk_idcommodity: z.array(id).describe('Commodities the portfolio holds.'),
  fk_id_end_product: id.nullable(),
  fk_id_business: id.nullable(),
  fk_id_client: id.nullable(),
  fk_id_plant: id.nullable(),
  fk_id_provider: id.nullable(),
  fk_idcompany: id,
  created_at: timestamp,
  show: z.boolean(),
});
export type Portfolio = z.infer<typeof ZPortfolio>;

export const ZCompany = z.object({
  pk_idcompany: id,
  company_name: z.string(),
  portfolios: z.array(ZPortfolio),
});
export type Company = z.infer<typeof ZCompany>;

/** `GET /api/companies?user=`: the caller's own id, when the client sends it. */
export const ZCompaniesQuery = ZFormatQuery.extend({
  user: idField.optional().describe('Your own user id (the spec sends it); any other id is 404.'),
});

export const ZCurrencyPair = z.object({
  pk_i_idcurrency: id,
  currency_name: z.string(),
  fk_idcurrency_left: id,
  fk_idcurrency_right: id,
});
export type CurrencyPair = z.infer<typeof ZCurrencyPair>;

export const ZCurrency = z.object({
  pk_idcurrency: id,
  code: z.string(),
  name: z.string(),
  fk_idcountry: id.nullable(),
});
export type Currency = z.infer<typeof ZCurrency>;

export const ZCountry = z.object({ pk_idcountry: id, iso: z.string(), name: z.string() });
export type Country = z.infer<typeof ZCountry>;

export const ZCommodity = z.object({
  pk_idcommodity: id,
  commodity_name: z.string(),
  fk_idproduct: id.nullable(),
  fk_idcurrency: id,
  is_cents: z.boolean().describe('Quoted in cents of the currency.'),
  quotation: z.string(),
  fk_idunit: id,
  contract_size: z.number(),
});
export type Commodity = z.infer<typeof ZCommodity>;

export const ZUnit = z.object({ pk_idunit: id, unit_name: z.string() });
export type Unit = z.infer<typeof ZUnit>;

export const ZEndProduct = z.object({
  pk_id_end_product: id,
  product_name: z.string(),
  fk_idcurrency: id,
  fk_idunit: id,
});
export type EndProduct = z.infer<typeof ZEndProduct>;

/** `GET /api/currencies`: the single currencies and the pairs built from them. */
export const ZCurrenciesReply = z.object({ currencies: z.array(ZCurrency), pairs: z.array(ZCurrencyPair) });
export type CurrenciesReply = z.infer<typeof ZCurrenciesReply>;

/** `GET /api/commodities`: commodities, their units and end products. */
export const ZCommoditiesReply = z.object({
  commodities: z.array(ZCommodity),
  units: z.array(ZUnit),
  end_products: z.array(ZEndProduct),
});
export type CommoditiesReply = z.infer<typeof ZCommoditiesReply>;

/** `GET /api/get_user_routes?role=`: the caller's own role, when the client sends it. */
export const ZUserRoutesQuery = z.object({
  role: z.coerce.number().int().optional().describe('Your own role (the spec sends it); any other is 403.'),
});

/** One main-navigation link from `GET /api/get_user_routes`. */
export const ZNavLink = z.object({
  name: z.string(),
  label: z.string().describe('Translation key of the link text.'),
  analysis_key: z.string(),
  class: z.string(),
  style: z.string(),
  path: z.string(),
});
export type NavLink = z.infer<typeof ZNavLink>;

/** `GET /api/catalogs?description=&lang=` (spec 01 §7). */
export const ZCatalogQuery = z.object({
  description: z.enum(['terms&conditions', 'HabeasData']),
  lang: z.enum(['en', 'es']).default('en'),
});

export const ZCatalogEntry = z.object({
  description: z.string(),
  json: z.record(z.string(), z.array(z.object({ title: z.string(), content: z.string() }))),
});
export type CatalogEntry = z.infer<typeof ZCatalogEntry>;

/** Separator that splits catalogue content into paragraphs (spec 01 §2). */
export const CATALOG_PARAGRAPH_SEPARATOR = '|||';
