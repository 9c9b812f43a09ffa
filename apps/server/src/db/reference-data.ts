import { BOOK_PAIRS } from '@cobertura/contracts';

/**
 * Reference data seeded on an empty database: the spec's countries, currencies, pairs, commodities,
 * units and end products (spec 02 §3 and the overview list of §2). Their ids follow the order of
 * these lists, which the markets catalogue relies on; hence here, below the seed and the modules.
 */
export const COUNTRIES = [
  { iso: 'COL', name: 'Colombia' },
  { iso: 'USA', name: 'United States' },
  { iso: 'MEX', name: 'Mexico' },
  { iso: 'MYS', name: 'Malaysia' },
  { iso: 'GBR', name: 'United Kingdom' },
  { iso: 'BRA', name: 'Brazil' },
  { iso: 'CHL', name: 'Chile' },
  { iso: 'EMU', name: 'Euro area' },
];

export const CURRENCIES = [
  { code: 'USD', name: 'US dollar', country: 'USA' },
  { code: 'EUR', name: 'Euro', country: 'EMU' },
  { code: 'GBP', name: 'Pound sterling', country: 'GBR' },
  { code: 'BRL', name: 'Brazilian real', country: 'BRA' },
  { code: 'CLP', name: 'Chilean peso', country: 'CHL' },
  { code: 'COP', name: 'Colombian peso', country: 'COL' },
  { code: 'MXN', name: 'Mexican peso', country: 'MEX' },
  { code: 'MYR', name: 'Malaysian ringgit', country: 'MYS' },
];

/** The spec's fixed list of pairs (EURUSD is id 2: the markets' default currency id), plus USDMYR. */
export const PAIRS: readonly string[] = BOOK_PAIRS;

export const UNITS = ['bbl', 'mt', 'bu', 'lbs', 'MMBtu', 'kg', 'gal', 'st', 'troy oz'];

export const END_PRODUCTS = [
  { name: 'Jet fuel', currency: 'USD', unit: 'bbl' },
  { name: 'Animal feed', currency: 'USD', unit: 'mt' },
  { name: 'Cooking oil', currency: 'MYR', unit: 'mt' },
  { name: 'Refined sugar', currency: 'USD', unit: 'mt' },
];

/** Commodities of the spec's overview list and unit table; CORN is id 7, the optimizer's default. */
export const COMMODITIES = [
  {
    name: 'BRENT',
    currency: 'USD',
    cents: false,
    quotation: 'USD/bbl',
    unit: 'bbl',
    size: 1000,
    product: 'Jet fuel',
  },
  {
    name: 'WTI',
    currency: 'USD',
    cents: false,
    quotation: 'USD/bbl',
    unit: 'bbl',
    size: 1000,
    product: 'Jet fuel',
  },
  {
    name: 'CPO CIF ROTT',
    currency: 'USD',
    cents: false,
    quotation: 'USD/mt',
    unit: 'mt',
    size: 25,
    product: 'Cooking oil',
  },
  {
    name: 'CPO MAL MYR',
    currency: 'MYR',
    cents: false,
    quotation: 'MYR/mt',
    unit: 'mt',
    size: 25,
    product: 'Cooking oil',
  },
  {
    name: 'CPO MAL USD',
    currency: 'USD',
    cents: false,
    quotation: 'USD/mt',
    unit: 'mt',
    size: 25,
    product: 'Cooking oil',
  },
  {
    name: 'PKO',
    currency: 'USD',
    cents: false,
    quotation: 'USD/mt',
    unit: 'mt',
    size: 25,
    product: 'Cooking oil',
  },
  {
    name: 'CORN',
    currency: 'USD',
    cents: true,
    quotation: 'USc/bu',
    unit: 'bu',
    size: 5000,
    product: 'Animal feed',
  },
  {
    name: 'SOYBEAN',
    currency: 'USD',
    cents: true,
    quotation: 'USc/bu',
    unit: 'bu',
    size: 5000,
    product: 'Animal feed',
  },
  {
    name: 'SOYBEAN OIL',
    currency: 'USD',
    cents: true,
    quotation: 'USc/lbs',
    unit: 'lbs',
    size: 60000,
    product: 'Cooking oil',
  },
  {
    name: 'SUGAR',
    currency: 'USD',
    cents: true,
    quotation: 'USc/lbs',
    unit: 'lbs',
    size: 112000,
    product: 'Refined sugar',
  },
  {
    name: 'COFFEE C',
    currency: 'USD',
    cents: true,
    quotation: 'USc/lbs',
    unit: 'lbs',
    size: 37500,
    product: null,
  },
  {
    name: 'COPPER',
    currency: 'USD',
    cents: false,
    quotation: 'USD/lbs',
    unit: 'lbs',
    size: 25000,
    product: null,
  },
];
