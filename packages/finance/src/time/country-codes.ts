/**
 * ISO 3166-1 country codes: alpha-3 (the spec's COL, USA, MEX, MYS) to alpha-2 (what the holiday
 * rules are keyed by), and the country of each currency's settlement calendar.
 */
import { ensure } from '../check.ts';

// ISO 3166-1, officially assigned codes, alpha-3:alpha-2.
const ALPHA3_ALPHA2 =
  'AFG:AF ALA:AX ALB:AL DZA:DZ ASM:AS AND:AD AGO:AO AIA:AI ATA:AQ ATG:AG ARG:AR ARM:AM ABW:AW AUS:AU ' +
  'AUT:AT AZE:AZ BHS:BS BHR:BH BGD:BD BRB:BB BLR:BY BEL:BE BLZ:BZ BEN:BJ BMU:BM BTN:BT BOL:BO BES:BQ ' +
  'BIH:BA BWA:BW BVT:BV BRA:BR IOT:IO BRN:BN BGR:BG BFA:BF BDI:BI CPV:CV KHM:KH CMR:CM CAN:CA CYM:KY ' +
  'CAF:CF TCD:TD CHL:CL CHN:CN CXR:CX CCK:CC COL:CO COM:KM COG:CG COD:CD COK:CK CRI:CR CIV:CI HRV:HR ' +
  'CUB:CU CUW:CW CYP:CY CZE:CZ DNK:DK DJI:DJ DMA:DM DOM:DO ECU:EC EGY:EG SLV:SV GNQ:GQ ERI:ER EST:EE ' +
  'SWZ:SZ ETH:ET FLK:FK FRO:FO FJI:FJ FIN:FI FRA:FR GUF:GF PYF:PF ATF:TF GAB:GA GMB:GM GEO:GE DEU:DE ' +
  'GHA:GH GIB:GI GRC:GR GRL:GL GRD:GD GLP:GP GUM:GU GTM:GT GGY:GG GIN:GN GNB:GW GUY:GY HTI:HT HMD:HM ' +
  'VAT:VA HND:HN HKG:HK HUN:HU ISL:IS IND:IN IDN:ID IRN:IR IRQ:IQ IRL:IE IMN:IM ISR:IL ITA:IT JAM:JM ' +
  'JPN:JP JEY:JE JOR:JO KAZ:KZ KEN:KE KIR:KI PRK:KP KOR:KR KWT:KW KGZ:KG LAO:LA LVA:LV LBN:LB LSO:LS ' +
  'LBR:LR LBY:LY LIE:LI LTU:LT LUX:LU MAC:MO MDG:MG MWI:MW MYS:MY MDV:MV MLI:ML MLT:MT MHL:MH MTQ:MQ ' +
  'MRT:MR MUS:MU MYT:YT MEX:MX FSM:FM MDA:MD MCO:MC MNG:MN MNE:ME MSR:MS MAR:MA MOZ:MZ MMR:MM NAM:NA ' +
  'NRU:NR NPL:NP NLD:NL NCL:NC NZL:NZ NIC:NI NER:NE NGA:NG NIU:NU NFK:NF MKD:MK MNP:MP NOR:NO OMN:OM ' +
  'PAK:PK PLW:PW PSE:PS PAN:PA PNG:PG PRY:PY PER:PE PHL:PH PCN:PN POL:PL PRT:PT PRI:PR QAT:QA REU:RE ' +
  'ROU:RO RUS:RU RWA:RW BLM:BL SHN:SH KNA:KN LCA:LC MAF:MF SPM:PM VCT:VC WSM:WS SMR:SM STP:ST SAU:SA ' +
  'SEN:SN SRB:RS SYC:SC SLE:SL SGP:SG SXM:SX SVK:SK SVN:SI SLB:SB SOM:SO ZAF:ZA SGS:GS SSD:SS ESP:ES ' +
  'LKA:LK SDN:SD SUR:SR SJM:SJ SWE:SE CHE:CH SYR:SY TWN:TW TJK:TJ TZA:TZ THA:TH TLS:TL TGO:TG TKL:TK ' +
  'TON:TO TTO:TT TUN:TN TUR:TR TKM:TM TCA:TC TUV:TV UGA:UG UKR:UA ARE:AE GBR:GB USA:US UMI:UM URY:UY ' +
  'UZB:UZ VUT:VU VEN:VE VNM:VN VGB:VG VIR:VI WLF:WF ESH:EH YEM:YE ZMB:ZM ZWE:ZW XKX:XK';

const ALPHA2_BY_ALPHA3 = new Map<string, string>(
  ALPHA3_ALPHA2.split(' ').map((pair) => pair.split(':') as [string, string]),
);
const ALPHA3_BY_ALPHA2 = new Map<string, string>([...ALPHA2_BY_ALPHA3].map(([a3, a2]) => [a2, a3]));

/** `country` as a code of `length` letters: itself when `own` knows it, else its entry in `other`. */
function codeOf(
  country: string,
  length: number,
  own: ReadonlyMap<string, string>,
  other: ReadonlyMap<string, string>,
): string {
  const code = country.trim().toUpperCase();
  if (code.length === length && own.has(code)) return code;
  const converted = other.get(code);
  ensure(converted !== undefined, () => `unknown country code '${country}'`, 'UNKNOWN_CALENDAR');
  return converted;
}

/**
 * The alpha-2 code of a country given as alpha-3 ('COL') or alpha-2 ('CO'), any case.
 * @throws FinanceError UNKNOWN_CALENDAR when the code is not an ISO 3166-1 country.
 */
export function toAlpha2(country: string): string {
  return codeOf(country, 2, ALPHA3_BY_ALPHA2, ALPHA2_BY_ALPHA3);
}

/**
 * The alpha-3 code of a country given as alpha-2 or alpha-3, any case.
 * @throws FinanceError UNKNOWN_CALENDAR when the code is not an ISO 3166-1 country.
 */
export function toAlpha3(country: string): string {
  return codeOf(country, 3, ALPHA2_BY_ALPHA3, ALPHA3_BY_ALPHA2);
}

/** The id of the euro area's TARGET2 (T2) calendar, used for EUR. */
export const TARGET = 'TARGET';

/**
 * Settlement calendar of each currency: an ISO alpha-3 country, or {@link TARGET} for the euro.
 * The spec's currencies first, then the usual treasury currencies. A currency absent here is not
 * guessed: {@link calendarIdOfCurrency} throws.
 */
export const CURRENCY_CALENDAR: Readonly<Record<string, string>> = {
  USD: 'USA',
  COP: 'COL',
  MXN: 'MEX',
  MYR: 'MYS',
  EUR: TARGET,
  GBP: 'GBR',
  BRL: 'BRA',
  CLP: 'CHL',
  PEN: 'PER',
  ARS: 'ARG',
  UYU: 'URY',
  PYG: 'PRY',
  BOB: 'BOL',
  CAD: 'CAN',
  CHF: 'CHE',
  JPY: 'JPN',
  CNY: 'CHN',
  HKD: 'HKG',
  SGD: 'SGP',
  IDR: 'IDN',
  THB: 'THA',
  INR: 'IND',
  KRW: 'KOR',
  AUD: 'AUS',
  NZD: 'NZL',
  ZAR: 'ZAF',
  SEK: 'SWE',
  NOK: 'NOR',
  DKK: 'DNK',
  PLN: 'POL',
  CZK: 'CZE',
  HUF: 'HUN',
  TRY: 'TUR',
  ILS: 'ISR',
  PHP: 'PHL',
  VND: 'VNM',
  CRC: 'CRI',
  GTQ: 'GTM',
  DOP: 'DOM',
};

/**
 * The settlement calendar id of a three-letter currency code ('USD' → 'USA', 'EUR' → 'TARGET').
 * @throws FinanceError UNKNOWN_CALENDAR for a currency without a known calendar.
 */
export function calendarIdOfCurrency(currency: string): string {
  const id = CURRENCY_CALENDAR[currency.trim().toUpperCase()];
  ensure(id !== undefined, () => `no calendar known for currency '${currency}'`, 'UNKNOWN_CALENDAR');
  return id;
}
