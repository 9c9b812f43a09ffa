/** Reference data the shell loads after sign-in (spec 02 §3). */
export interface Portfolio {
  pk_idportfolio: number;
  portfolio_name: string;
  fk_currency: string[];
  fk_idcommodity: number[];
  fk_id_end_product: number | null;
  fk_idcompany: number;
  created_at: string;
  show: boolean;
}

export interface Company {
  pk_idcompany: number;
  company_name: string;
  portfolios: Portfolio[];
}

export interface CurrencyPair {
  pk_i_idcurrency: number;
  currency_name: string;
  fk_idcurrency_left: number;
  fk_idcurrency_right: number;
}

export interface Currency {
  pk_idcurrency: number;
  code: string;
  name: string;
  fk_idcountry: number | null;
}

export interface Country {
  pk_idcountry: number;
  iso: string;
  name: string;
}

export interface Commodity {
  pk_idcommodity: number;
  commodity_name: string;
  fk_idproduct: number | null;
  fk_idcurrency: number;
  is_cents: boolean;
  quotation: string;
  fk_idunit: number;
  contract_size: number;
}

export interface Unit {
  pk_idunit: number;
  unit_name: string;
}

export interface EndProduct {
  pk_id_end_product: number;
  product_name: string;
  fk_idcurrency: number;
  fk_idunit: number;
}

/** `GET /api/currencies`: the single currencies and the pairs built from them. */
export interface CurrenciesReply {
  currencies: Currency[];
  pairs: CurrencyPair[];
}

/** `GET /api/commodities`: commodities, their units and end products. */
export interface CommoditiesReply {
  commodities: Commodity[];
  units: Unit[];
  end_products: EndProduct[];
}

/** One main-navigation link from `GET /api/get_user_routes`. */
export interface NavLink {
  name: string;
  label: string;
  analysis_key: string;
  class: string;
  style: string;
  path: string;
}

/** `GET /api/catalogs?description=terms%26conditions|HabeasData` (spec 01 §7). */
export interface CatalogEntry {
  description: string;
  json: Record<string, { title: string; content: string }[]>;
}

/** Separator that splits catalogue content into paragraphs (spec 01 §2). */
export const CATALOG_PARAGRAPH_SEPARATOR = '|||';
