import { describe, expect, it } from 'vitest';
import { bookProblemMessage } from './book-field-rules.ts';
import { BOOK_KIND_NAMES, type BookKind } from './book-fields.ts';
import { ROW_PROBLEMS, type RowProblemCode } from './book-problems.ts';
import { batchProblems, rowProblems, settlementState } from './book-rules.ts';
import { OPTION_TYPES } from './book-terms.ts';

const TODAY = '2026-03-10';

const exposure = {
  pk: 'pending',
  fk_idportafolio: 1,
  fk_idcurrency: 'USDCOP',
  fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
  notional: 250_000,
  fk_idcountry_currency: 'USD',
  planned_expiration_date: '2026-06-30',
};
const payable = {
  ...exposure,
  fk_idexposureoption: 'ACCOUNTS PAYABLE',
  issue_date: '2026-03-01',
  rate_at_issue_date: 4100,
  expiration_date: '2026-06-30',
};
const hedge = {
  pk: 'pending',
  fk_idportafolio: 1,
  fk_idcurrency: 'USDCOP',
  buy_sell: 'LONG',
  derivative: 'CALL',
  fk_idoptiontype: 1,
  trade_date: '2026-03-10',
  fixing_date: '2026-09-10',
  value_date: '2026-09-14',
  strike: 4200,
  notional: 100_000,
  fk_idcountry_currency: 'USD',
  premium: -1500,
  fk_idcountry_premium_currency: 'USD',
  premium_value_date: '2026-03-12',
};
const commodityExposure = {
  pk: 'pending',
  fk_idportfolio: 2,
  fk_idcommodity: 4,
  quotation: 'MYR/mt',
  fk_idcommodityexposureoption: 'SALE',
  fk_idpricingmethod: 'SPOT',
  date: '2026-08-01',
  quantity: 500,
  commodity_unit: 'mt',
  contract_month_year: '2026-08',
  continuation_month: 1,
};
const commodityHedge = {
  pk: 'pending',
  fk_idportafolio: 2,
  fk_idcommodity: 4,
  quotation: 'MYR/mt',
  buy_sell: 'SHORT',
  derivative: 'FUTURE',
  fk_idoptiontype: 1,
  settlement_type: 'NON DELIVERABLE',
  trade_date: '2026-03-10',
  fixing_date: '2026-08-14',
  value_date: '2026-08-14',
  strike: 4000,
  quantity: 500,
  commodity_unit: 'mt',
  premium: 0,
  premium_value_date: '2026-03-10',
  contract_month_year: '2026-08',
  continuation_month: 1,
  port: 'Port Klang',
};

const codes = (kind: BookKind, row: Record<string, unknown>) =>
  Object.fromEntries(rowProblems(kind, row, { today: TODAY }).map((p) => [p.field, p.code]));

describe('rowProblems', () => {
  it('finds nothing wrong with good rows of each kind', () => {
    expect(codes('currency_exposure', exposure)).toEqual({});
    expect(codes('currency_exposure', payable)).toEqual({});
    expect(codes('currency_hedge', hedge)).toEqual({});
    expect(codes('commodity_exposure', commodityExposure)).toEqual({});
    expect(codes('commodity_hedge', commodityHedge)).toEqual({});
  });

  it("marks every required field of spec 02 §5's table, per kind", () => {
    expect(Object.keys(codes('currency_exposure', { pk: 'pending' })).sort()).toEqual(
      [
        'fk_idportafolio',
        'fk_idcurrency',
        'fk_idexposureoption',
        'notional',
        'fk_idcountry_currency',
        'planned_expiration_date',
      ].sort(),
    );
    expect(Object.keys(codes('currency_hedge', { pk: 'pending' })).sort()).toEqual(
      [
        'fk_idportafolio',
        'fk_idcurrency',
        'buy_sell',
        'derivative',
        'fk_idoptiontype',
        'trade_date',
        'fixing_date',
        'value_date',
        'strike',
        'notional',
        'fk_idcountry_currency',
        'premium',
        'fk_idcountry_premium_currency',
        'premium_value_date',
      ].sort(),
    );
    expect(Object.keys(codes('commodity_exposure', { pk: 'pending' })).sort()).toEqual(
      [
        'fk_idportfolio',
        'fk_idcommodity',
        'quotation',
        'fk_idcommodityexposureoption',
        'fk_idpricingmethod',
        'date',
        'quantity',
        'commodity_unit',
        'contract_month_year',
        'continuation_month',
      ].sort(),
    );
    expect(Object.keys(codes('commodity_hedge', { pk: 'pending' })).sort()).toEqual(
      [
        'fk_idportafolio',
        'fk_idcommodity',
        'quotation',
        'buy_sell',
        'derivative',
        'fk_idoptiontype',
        'settlement_type',
        'trade_date',
        'fixing_date',
        'value_date',
        'strike',
        'quantity',
        'commodity_unit',
        'premium',
        'premium_value_date',
        'contract_month_year',
        'continuation_month',
        'port',
      ].sort(),
    );
    for (const kind of BOOK_KIND_NAMES) {
      expect(new Set(Object.values(codes(kind, { pk: 'pending' })))).toEqual(new Set(['REQUIRED']));
    }
  });

  const bad: [string, BookKind, Record<string, unknown>, Record<string, RowProblemCode>][] = [
    ['notional 0', 'currency_exposure', { ...exposure, notional: 0 }, { notional: 'NOTIONAL_NOT_POSITIVE' }],
    ['notional as text', 'currency_exposure', { ...exposure, notional: '1e6' }, { notional: 'NOT_A_NUMBER' }],
    [
      'a date with slashes',
      'currency_exposure',
      { ...exposure, planned_expiration_date: '30/06/2026' },
      { planned_expiration_date: 'DATE_FORMAT' },
    ],
    [
      'February 30',
      'currency_exposure',
      { ...exposure, planned_expiration_date: '2026-02-30' },
      { planned_expiration_date: 'DATE_FORMAT' },
    ],
    [
      'a pair with a divider',
      'currency_exposure',
      { ...exposure, fk_idcurrency: 'USD/COP' },
      { fk_idcurrency: 'TEXT_TOO_LONG' },
    ],
    [
      'a lower-case pair',
      'currency_exposure',
      { ...exposure, fk_idcurrency: 'usdcop' },
      { fk_idcurrency: 'PAIR_FORMAT' },
    ],
    [
      'an unknown exposure type',
      'currency_exposure',
      { ...exposure, fk_idexposureoption: 'LOAN' },
      { fk_idexposureoption: 'EXPOSURE_TYPE_VALUE' },
    ],
    [
      'a currency outside the pair',
      'currency_exposure',
      { ...exposure, fk_idcountry_currency: 'EUR' },
      { fk_idcountry_currency: 'CURRENCY_NOT_IN_PAIR' },
    ],
    [
      'a payable without issue data or due date',
      'currency_exposure',
      { ...exposure, fk_idexposureoption: 'ACCOUNTS RECEIVABLE' },
      {
        issue_date: 'ISSUE_REQUIRED',
        rate_at_issue_date: 'ISSUE_REQUIRED',
        expiration_date: 'INVOICE_DUE_REQUIRED',
      },
    ],
    [
      'a foreign asset without issue data',
      'currency_exposure',
      { ...exposure, fk_idexposureoption: 'FOREIGN ASSET' },
      { issue_date: 'ISSUE_REQUIRED', rate_at_issue_date: 'ISSUE_REQUIRED' },
    ],
    [
      'a rate at issue of 0',
      'currency_exposure',
      { ...payable, rate_at_issue_date: 0 },
      { rate_at_issue_date: 'PRICE_NOT_POSITIVE' },
    ],
    [
      'a settlement rate before expiry',
      'currency_exposure',
      { ...exposure, rate_at_realized_expiration_date: 4100, settlement_pnl: 10 },
      {
        rate_at_realized_expiration_date: 'SETTLEMENT_NOT_EXPIRED',
        settlement_pnl: 'SETTLEMENT_NOT_EXPIRED',
      },
    ],
    [
      'a buy/sell word outside the list',
      'currency_hedge',
      { ...hedge, buy_sell: 'BUY' },
      { buy_sell: 'BUY_SELL_VALUE' },
    ],
    ['a swap', 'currency_hedge', { ...hedge, derivative: 'SWAP' }, { derivative: 'DERIVATIVE_VALUE' }],
    [
      'a settlement type outside the list',
      'currency_hedge',
      { ...hedge, settlement_type: 'CASH' },
      { settlement_type: 'SETTLEMENT_TYPE_VALUE' },
    ],
    [
      'option type 0',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 0 },
      { fk_idoptiontype: 'OPTION_TYPE_VALUE' },
    ],
    [
      'option type past the list',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: OPTION_TYPES.length + 1 },
      { fk_idoptiontype: 'OPTION_TYPE_VALUE' },
    ],
    ['a strike of 0', 'currency_hedge', { ...hedge, strike: 0 }, { strike: 'PRICE_NOT_POSITIVE' }],
    [
      'a negative spot reference',
      'currency_hedge',
      { ...hedge, spot_reference: -1 },
      { spot_reference: 'PRICE_NOT_POSITIVE' },
    ],
    [
      'a bought option whose premium is received',
      'currency_hedge',
      { ...hedge, premium: 1500 },
      { premium: 'PREMIUM_SIGN' },
    ],
    [
      'a sold option whose premium is paid',
      'currency_hedge',
      { ...hedge, buy_sell: 'SHORT', premium: -1500 },
      { premium: 'PREMIUM_SIGN' },
    ],
    [
      'fixing before trade',
      'currency_hedge',
      { ...hedge, fixing_date: '2026-03-09', value_date: '2026-03-11' },
      { fixing_date: 'FIXING_BEFORE_TRADE' },
    ],
    [
      'value before fixing',
      'currency_hedge',
      { ...hedge, value_date: '2026-09-09' },
      { value_date: 'VALUE_BEFORE_FIXING' },
    ],
    [
      'a barrier on a European option',
      'currency_hedge',
      { ...hedge, barrier: 4500 },
      { barrier: 'BARRIER_NOT_APPLICABLE' },
    ],
    [
      'an up-and-out without its barrier',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 4, spot_reference: 4100 },
      { barrier: 'REQUIRED' },
    ],
    [
      'an up-and-out below spot',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 4, spot_reference: 4100, barrier: 4000 },
      { barrier: 'BARRIER_NOT_ABOVE_SPOT' },
    ],
    [
      'a down-and-in above spot',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 7, spot_reference: 4100, barrier: 4200 },
      { barrier: 'BARRIER_NOT_BELOW_SPOT' },
    ],
    [
      'a barrier without spot reference',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 6, barrier: 3900 },
      { spot_reference: 'REQUIRED' },
    ],
    [
      'a double barrier upside down',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 8, spot_reference: 4100, barrier: 4400, barrier_2: 3800 },
      { barrier_2: 'DOUBLE_BARRIER_ORDER' },
    ],
    [
      'a double barrier above spot',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 8, spot_reference: 4100, barrier: 4200, barrier_2: 4400 },
      { barrier: 'BARRIER_NOT_BELOW_SPOT' },
    ],
    [
      'a barrier watched weekly',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 4, spot_reference: 4100, barrier: 4400, barrier_monitoring: 'WEEKLY' },
      { barrier_monitoring: 'BARRIER_MONITORING_VALUE' },
    ],
    [
      'a barrier monitoring on a European option',
      'commodity_hedge',
      { ...commodityHedge, barrier_monitoring: 'DAILY' },
      { barrier_monitoring: 'BARRIER_NOT_APPLICABLE' },
    ],
    [
      'an Asian option without its fixing start',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 3 },
      { asian_fixing_start_date: 'REQUIRED' },
    ],
    [
      'an Asian fixing start after fixing',
      'currency_hedge',
      { ...hedge, fk_idoptiontype: 3, asian_fixing_start_date: '2026-10-01' },
      { asian_fixing_start_date: 'ASIAN_START_AFTER_FIXING' },
    ],
    [
      'a premium currency outside the pair',
      'currency_hedge',
      { ...hedge, fk_idcountry_premium_currency: 'EUR' },
      { fk_idcountry_premium_currency: 'CURRENCY_NOT_IN_PAIR' },
    ],
    [
      'a settlement rate before fixing',
      'currency_hedge',
      { ...hedge, settlement_rate: 4150 },
      { settlement_rate: 'SETTLEMENT_NOT_EXPIRED' },
    ],
    [
      'a quantity of -5',
      'commodity_exposure',
      { ...commodityExposure, quantity: -5 },
      { quantity: 'QUANTITY_NOT_POSITIVE' },
    ],
    [
      'continuation month 0',
      'commodity_exposure',
      { ...commodityExposure, continuation_month: 0 },
      { continuation_month: 'CONTINUATION_MONTH' },
    ],
    [
      'continuation month 1.5',
      'commodity_exposure',
      { ...commodityExposure, continuation_month: 1.5 },
      { continuation_month: 'NOT_AN_INTEGER' },
    ],
    [
      'contract month Aug-26',
      'commodity_exposure',
      { ...commodityExposure, contract_month_year: 'Aug-26' },
      { contract_month_year: 'CONTRACT_MONTH_FORMAT' },
    ],
    [
      'a pricing method outside the list',
      'commodity_exposure',
      { ...commodityExposure, fk_idpricingmethod: 'GUESS' },
      { fk_idpricingmethod: 'PRICING_METHOD_VALUE' },
    ],
    [
      'an exposure type outside the list',
      'commodity_exposure',
      { ...commodityExposure, fk_idcommodityexposureoption: 'BARTER' },
      { fk_idcommodityexposureoption: 'COMMODITY_EXPOSURE_TYPE_VALUE' },
    ],
    [
      'an incoterm outside the list',
      'commodity_exposure',
      { ...commodityExposure, port: 'Port Klang', fk_idincoterms: 'XYZ', base: 10, freight: 30 },
      { fk_idincoterms: 'INCOTERM_VALUE' },
    ],
    [
      'half of the extended set',
      'commodity_exposure',
      { ...commodityExposure, port: 'Port Klang', freight: 30 },
      { fk_idincoterms: 'EXTENDED_SET_INCOMPLETE', base: 'EXTENDED_SET_INCOMPLETE' },
    ],
    [
      'negative freight',
      'commodity_exposure',
      { ...commodityExposure, port: 'Port Klang', fk_idincoterms: 'FOB', base: -20, freight: -1 },
      { freight: 'NEGATIVE_AMOUNT' },
    ],
    [
      'tariffs of 120%',
      'commodity_exposure',
      { ...commodityExposure, tariffs: 120 },
      { tariffs: 'PERCENT_RANGE' },
    ],
    [
      'a commodity hedge without port',
      'commodity_hedge',
      { ...commodityHedge, port: '' },
      { port: 'REQUIRED' },
    ],
    [
      'a settlement price before fixing',
      'commodity_hedge',
      { ...commodityHedge, settlement_price: 4010 },
      { settlement_price: 'SETTLEMENT_NOT_EXPIRED' },
    ],
  ];
  it.each(bad)('%s', (_what, kind, row, expected) => {
    expect(codes(kind, row)).toEqual(expected);
  });

  it('lets settlement figures on expired rows, and does not judge them without a today', () => {
    const expired = {
      ...exposure,
      planned_expiration_date: '2026-01-30',
      rate_at_realized_expiration_date: 3950,
      settlement_pnl: -1200,
    };
    expect(codes('currency_exposure', expired)).toEqual({});
    const early = { ...hedge, settlement_rate: 4150 };
    expect(rowProblems('currency_hedge', early)).toEqual([]);
  });

  it('takes a barrier watched daily, continuously, or not said (daily)', () => {
    const upOut = { ...hedge, fk_idoptiontype: 4, spot_reference: 4100, barrier: 4400 };
    for (const barrier_monitoring of ['DAILY', 'CONTINUOUS', null, undefined]) {
      expect(codes('currency_hedge', { ...upOut, barrier_monitoring })).toEqual({});
    }
  });

  it('does not judge a row marked deleted', () => {
    expect(rowProblems('currency_hedge', { pk: 'DCA1', version: 1, deleted: true })).toEqual([]);
  });

  it("words every code with the spec's hint, in English and Spanish, led by the field out of its cell", () => {
    const message = (field: string, code: RowProblemCode, language: 'en' | 'es' = 'en') =>
      bookProblemMessage({ field, code }, language);
    expect(message('notional', 'NOTIONAL_NOT_POSITIVE')).toBe('Notional: Must be greater than 0.');
    expect(message('strike', 'PRICE_NOT_POSITIVE', 'es')).toBe('Precio de ejercicio: Debe ser mayor que 0.');
    expect(message('buy_sell', 'BUY_SELL_VALUE')).toBe(
      'Long|Short: Use LONG, SHORT, OFFSET LONG or OFFSET SHORT.',
    );
    expect(message('fk_idportafolio', 'REQUIRED')).toBe('Portfolio: Required: give a value.');
    expect(message('trade_date', 'DATE_FORMAT', 'es')).toBe(
      'Fecha de negociación: Escriba una fecha como aaaa-mm-dd.',
    );
    const taken = { 'record.en': 'currency hedge DCA5', 'record.es': 'cobertura en divisas DCA5' };
    expect(bookProblemMessage({ field: 'pk', code: 'CODE_TAKEN', params: taken }, 'es')).toContain(
      'Código: Ya es el código de cobertura en divisas DCA5',
    );
    for (const [code, texts] of Object.entries(ROW_PROBLEMS)) {
      expect(texts.en, code).toBeTruthy();
      expect(texts.es, code).toBeTruthy();
    }
  });
});

describe('settlementState', () => {
  it('is open until the date, then settled with a rate or awaiting one', () => {
    expect(settlementState('currency_hedge', hedge, TODAY)).toBe('open');
    const expired = { ...hedge, fixing_date: '2026-03-09' };
    expect(settlementState('currency_hedge', expired, TODAY)).toBe('awaiting rate');
    expect(settlementState('currency_hedge', { ...expired, settlement_rate: 4100 }, TODAY)).toBe('settled');
    const paid = {
      ...exposure,
      planned_expiration_date: '2026-02-27',
      realized_expiration_date: '2026-03-02',
    };
    expect(settlementState('currency_exposure', paid, TODAY)).toBe('awaiting rate');
    expect(
      settlementState(
        'commodity_exposure',
        { ...commodityExposure, date: '2026-03-01', settlement_price: 3990 },
        TODAY,
      ),
    ).toBe('settled');
  });
});

describe('batchProblems', () => {
  const leg = (over: Record<string, unknown>) => ({
    ...hedge,
    strategy_code: 'COL-1',
    fk_idcurrencystrategy_derivative: 'LONG COLLAR',
    ...over,
  });
  it('accepts the legs of one strategy under one code', () => {
    const rows = [
      leg({}),
      leg({
        buy_sell: 'SHORT',
        derivative: 'PUT',
        premium: 1500,
        fk_idcurrencystrategy_derivative: 'SHORT COLLAR',
      }),
    ];
    expect(batchProblems('currency_hedge', rows).size).toBe(0);
  });
  it('marks every leg of a code shared by two strategies or two pairs', () => {
    const rows = [
      leg({}),
      leg({ fk_idcurrencystrategy_derivative: 'SHORT SEAGULL' }),
      leg({ strategy_code: 'X' }),
    ];
    const problems = batchProblems('currency_hedge', rows);
    expect([...problems.keys()]).toEqual([0, 1]);
    expect(problems.get(0)).toEqual([{ field: 'strategy_code', code: 'STRATEGY_CODE_MIXED' }]);
    const pairs = batchProblems('currency_hedge', [
      leg({}),
      leg({ fk_idcurrency: 'EURUSD', fk_idcountry_currency: 'EUR', fk_idcountry_premium_currency: 'EUR' }),
    ]);
    expect(pairs.size).toBe(2);
  });
});
