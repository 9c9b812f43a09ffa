import {
  DEFAULT_SERIES_ROWS,
  DEFAULT_TECHNICAL_ROWS,
  type FuturesContract,
  MAX_LAST_BARS,
  MAX_SERIES_ROWS,
  MAX_TECHNICAL_ROWS,
  type Move,
  type OverviewQuote,
  type PriceBar,
  type TechnicalRow,
  type ValuationInputRow,
  ZTechnical,
} from '@cobertura/contracts';
import {
  bollingerBands,
  EXTREMA_WINDOWS,
  ewmaVolatility,
  heikinAshi,
  linearRegression,
  localExtrema,
  macd,
  rsiWithAverages,
  sma,
  stochastic,
} from '@cobertura/finance/indicators';
import { smileVolatility } from '@cobertura/finance/market';
import { addDays, type IsoDate, isWeekend } from '@cobertura/finance/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cache } from '../../cache/cache.ts';
import { simulatedBar } from '../../seed/market/simulated-prices.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';
import { futuresContracts, RATE_TENORS } from './catalog.ts';
import { invalidateMarketCache } from './market-cache.ts';
import { type NewBar, readSmiles, upsertBars, upsertSmiles } from './markets.queries.ts';

/** Noon UTC: the market's today (Chicago) is the same day. */
const TODAY = '2026-03-10';
const WRITTEN = new Date('2026-03-10T09:30:00Z');
/** Weekday bars written by these tests, ending today: more than a year, so every window has a base. */
const BARS = 420;
const TOLERANCE = 1e-12;

let platform: TestPlatform;
const tokens: Record<string, string> = {};

/** The weekdays ending on `last`, oldest first. */
function weekdays(last: string, count: number): string[] {
  const days: string[] = [];
  for (let day = last as IsoDate; days.length < count; day = addDays(day, -1)) {
    if (!isWeekend(day)) days.unshift(day);
  }
  return days;
}

/** A deterministic wavy series, with open, high and low when `ohlc`. */
function bars(
  instrument: string,
  level: number,
  options: { contract?: string; ohlc?: boolean } = {},
): NewBar[] {
  return weekdays(TODAY, BARS).map((day, i) => {
    const close = level * (1 + 0.05 * Math.sin(i / 9) + 0.02 * Math.sin(i / 2.3) + 0.0002 * i);
    const open = level * (1 + 0.05 * Math.sin((i - 0.5) / 9));
    const range = options.ohlc
      ? { open, high: Math.max(open, close) * 1.004, low: Math.min(open, close) * 0.996 }
      : {};
    const contract = options.contract ?? '';
    return { ...simulatedBar(instrument, day, close, { contract, ...range }), updatedAt: WRITTEN };
  });
}

/** A flat curve per currency on today: every tenor at `percent`. */
function curve(currency: string, percent: number): NewBar[] {
  return RATE_TENORS.map(({ term }, i) => ({
    ...bars(`${currency}-${term}`, 1)[BARS - 1]!,
    close: percent + 0.1 * i,
  }));
}

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse(`${TODAY}T12:00:00Z`) });
  for (const user of ['treasury', 'viewer', 'desk']) tokens[user] = (await platform.signIn(user)).access;
  const db = platform.services.db;
  const brentContracts = futuresContracts('BRENT', TODAY).slice(0, 4);
  await upsertBars(db, [
    ...bars('EURUSD', 1.1),
    ...bars('BRENT', 80, { ohlc: true }),
    ...brentContracts.flatMap((c, i) =>
      bars('BRENT', 80 - i, { contract: c.contract_month_year, ohlc: true }).slice(-30),
    ),
    ...bars('DXY', 104),
    ...curve('USD', 4.2),
    ...curve('EUR', 2.4),
  ]);
  await upsertSmiles(
    db,
    [30, 91, 182, 365].map((tenorDays, i) => ({
      instrument: 'EURUSD',
      day: TODAY,
      tenorDays,
      c0: 0.07 + 0.005 * i,
      c1: -0.02,
      c2: 0.3,
      source: 'simulated',
      simulated: true,
    })),
  );
  // The seed may have read these series into the cache before the tests wrote theirs.
  await invalidateMarketCache(platform.services.cache, ['EURUSD', 'BRENT', 'DXY']);
});
afterAll(() => platform?.close());

const get = (url: string, user = 'treasury') => platform.request('GET', url, { token: tokens[user] });
const graphql = (query: string, variables: Record<string, unknown> = {}, user = 'treasury') =>
  platform.request('POST', '/graphql', { token: tokens[user], body: { query, variables } });
const historyOf = async (instrument: string, from = '1900-01-01', to = TODAY) =>
  (
    await get(`/api/markets/history?instrument=${encodeURIComponent(instrument)}&from=${from}&to=${to}`)
  ).json().rows as PriceBar[];

const nullable = (values: readonly number[]) => values.map((v) => (Number.isNaN(v) ? null : v));
const closeTo = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(b));

describe('catalogue and history', () => {
  it('lists the catalogue', async () => {
    const response = await get('/api/markets/catalog/');
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['EURUSD', 'BRENT', 'DXY', 'USD-3M', 'SPY', 'BRENT-F1']));
  });

  it('answers the default window: from the 1st of January five years back to today', async () => {
    const response = await get('/api/markets/history?instrument=EURUSD');
    expect(response.statusCode).toBe(200);
    const { instrument, rows } = response.json() as { instrument: { id: string }; rows: PriceBar[] };
    expect(instrument.id).toBe('EURUSD');
    expect(rows[0]!.observation_date >= '2021-01-01').toBe(true);
    expect(rows.at(-1)!.observation_date).toBe(TODAY);
    expect(rows.at(-1)!.close).toBeCloseTo(bars('EURUSD', 1.1).at(-1)!.close, 12);
    expect(rows.at(-1)).toMatchObject({ open: null, source: 'simulated', simulated: true });
  });

  it('answers what exists for dates outside the data, never an error', async () => {
    expect(await historyOf('EURUSD', '1900-01-01', '1900-12-31')).toEqual([]);
    expect(await historyOf('EURUSD', '2090-01-01', '2091-01-01')).toEqual([]);
    expect(await historyOf('EURUSD', '2026-03-10', '2026-01-01')).toEqual([]);
    const technical = await get('/api/markets/technical?instrument=EURUSD&from=1900-01-01&to=1900-02-01');
    expect(technical.statusCode).toBe(200);
    expect(technical.json().rows).toEqual([]);
  });

  it("refuses an unknown instrument with the spec's 'Unsupported asset type'", async () => {
    for (const url of [
      '/api/markets/history?instrument=NOPE',
      '/api/markets/technical?instrument=NOPE',
      '/api/currencies-intraday-history?currency=BRENT&last=1',
      '/api/commodities-intraday-history?commodity=EURUSD&last=1',
      '/api/markets/quotes?instruments=EURUSD,NOPE',
      '/api/markets/valuation-inputs?instrument=NOPE',
      '/api/markets/curve?currency=XYZ',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toMatchObject({
        code: 'UNSUPPORTED_ASSET',
        message: 'Unsupported asset type',
      });
    }
    const answer = (await graphql('{ index_history(index: "EURUSD") { close } }')).json();
    expect(answer.errors[0]).toMatchObject({
      message: 'Unsupported asset type',
      extensions: { code: 'UNSUPPORTED_ASSET' },
    });
  });

  it('answers the last bars (spec 02 §7 intraday history), of a contract month when named', async () => {
    const eurusd = await historyOf('EURUSD');
    const last = await get('/api/currencies-intraday-history/?format=json&currency=EURUSD&last=1');
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual([eurusd.at(-1)]);
    expect((await get('/api/currencies-intraday-history?currency=EURUSD&last=3')).json()).toEqual(
      eurusd.slice(-3),
    );
    const month = futuresContracts('BRENT', TODAY)[0]!.contract_month_year;
    const contract = await get(`/api/commodities-intraday-history?commodity=BRENT&contract=${month}&last=2`);
    expect(contract.statusCode).toBe(200);
    expect(contract.json().map((b: PriceBar) => b.close)).toEqual(
      bars('BRENT', 80, { contract: month, ohlc: true })
        .slice(-2)
        .map((b) => b.close),
    );
  });
});

describe('pages of a series: no answer reaches a megabyte', () => {
  /** Every page of a paged REST read joined oldest first, with the `before` of each call. */
  const allPages = async (url: string) => {
    const rows: unknown[][] = [];
    const asked: (string | null)[] = [];
    for (let before: string | null = null; ; ) {
      asked.push(before);
      const response = await get(`${url}${before ? `&before=${before}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { rows: unknown[]; next_before: string | null };
      rows.unshift(page.rows);
      if (page.next_before === null) return { rows: rows.flat(), asked };
      before = page.next_before;
    }
  };

  it('answers the newest `limit` bars of the window and the `before` that reads the older ones', async () => {
    const whole = await historyOf('EURUSD');
    expect(whole).toHaveLength(BARS);
    const newest = (await get('/api/markets/history?instrument=EURUSD&from=1900-01-01&limit=100')).json();
    expect(newest.rows).toEqual(whole.slice(-100));
    expect(newest.next_before).toBe(whole.at(-100)!.observation_date);
    const paged = await allPages('/api/markets/history?instrument=EURUSD&from=1900-01-01&limit=100');
    expect(paged.rows).toEqual(whole);
    expect(paged.asked).toHaveLength(Math.ceil(BARS / 100));
    // `before` keeps to the window: nothing before `from`.
    const from = whole.at(-150)!.observation_date;
    const older = (
      await get(
        `/api/markets/history?instrument=EURUSD&from=${from}&before=${whole.at(-100)!.observation_date}`,
      )
    ).json();
    expect(older.rows).toEqual(whole.slice(-150, -100));
    expect(older.next_before).toBeNull();
  });

  it('pages the technical rows with the values of the whole window', async () => {
    const url = `/api/markets/technical?instrument=BRENT&from=1900-01-01&to=${TODAY}`;
    const whole = (await get(`${url}&limit=${MAX_TECHNICAL_ROWS}`)).json();
    expect(whole.rows).toHaveLength(BARS);
    const byDefault = (await get(url)).json();
    expect(byDefault.rows).toEqual(whole.rows.slice(-DEFAULT_TECHNICAL_ROWS));
    expect(byDefault.next_before).toBe(whole.rows.at(-DEFAULT_TECHNICAL_ROWS).observation_date);
    const paged = await allPages(`${url}&limit=97`);
    expect(paged.rows).toEqual(whole.rows);
    const graphqlPage = (
      await graphql(
        `{ commodity_technical_analysis_historical(commodity: "BRENT", observation_date: "1900-01-01", before: "${byDefault.next_before}", limit: 3) { observation_date macd } }`,
      )
    ).json();
    expect(graphqlPage.data.commodity_technical_analysis_historical).toEqual(
      whole.rows
        .slice(-DEFAULT_TECHNICAL_ROWS - 3, -DEFAULT_TECHNICAL_ROWS)
        .map((r: TechnicalRow) => ({ observation_date: r.observation_date, macd: r.macd })),
    );
  });

  it('documents the limits in the API reference', async () => {
    const document = (await get('/api/docs/openapi.json')).json() as {
      paths: Record<string, { get: { parameters: { name: string; schema: { maximum?: number } }[] } }>;
    };
    const maximum = (path: string, name: string) =>
      document.paths[path]?.get.parameters.find((p) => p.name === name)?.schema.maximum;
    expect(maximum('/api/markets/history', 'limit')).toBe(MAX_SERIES_ROWS);
    expect(maximum('/api/markets/technical', 'limit')).toBe(MAX_TECHNICAL_ROWS);
    expect(maximum('/api/currencies-intraday-history', 'last')).toBe(MAX_LAST_BARS);
    expect(maximum('/api/commodities-intraday-history', 'last')).toBe(MAX_LAST_BARS);
    expect(document.paths['/api/markets/history']?.get.parameters.map((p) => p.name)).toContain('before');
  });

  it('refuses a limit over the maximum with a 400 naming it', async () => {
    for (const [url, text] of [
      [
        `/api/markets/history?instrument=EURUSD&limit=${MAX_SERIES_ROWS + 1}`,
        `At most ${MAX_SERIES_ROWS} rows`,
      ],
      [
        `/api/markets/technical?instrument=EURUSD&limit=${MAX_TECHNICAL_ROWS + 1}`,
        `At most ${MAX_TECHNICAL_ROWS} rows`,
      ],
      [
        `/api/currencies-intraday-history?currency=EURUSD&last=${MAX_LAST_BARS + 1}`,
        `At most ${MAX_LAST_BARS} bars`,
      ],
      [
        `/api/commodities-intraday-history?commodity=BRENT&last=${MAX_LAST_BARS + 1}`,
        `At most ${MAX_LAST_BARS} bars`,
      ],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().error.fields), url).toContain(text);
    }
    for (const query of [
      `{ getRedisData(key: "CUR_HIST_EURUSD", limit: ${MAX_SERIES_ROWS + 1}) }`,
      `{ index_history(index: "DXY", limit: ${MAX_SERIES_ROWS + 1}) { close } }`,
      `{ interest_rate_historical(interest_rate: "USD-3M", limit: ${MAX_SERIES_ROWS + 1}) { close } }`,
      `{ commodity_history(commodity: "BRENT", limit: ${MAX_SERIES_ROWS + 1}) { close } }`,
      `{ technical_analysis_historical(currency: "EURUSD", limit: ${MAX_TECHNICAL_ROWS + 1}) { close } }`,
      // Several instruments share one maximum: 3 × 1000 rows is over it.
      '{ etf_history(etfs: ["SPY", "QQQ", "GLD"], limit: 1000) { close } }',
      '{ futures_history(futures: ["BRENT-F1", "WTI-F1", "CORN-F1"], limit: 1000) { close } }',
    ]) {
      const answer = (await graphql(query)).json();
      expect(answer.data?.[Object.keys(answer.data ?? {})[0] ?? ''] ?? null, query).toBeNull();
      expect(answer.errors[0].extensions.code, query).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.errors[0].extensions.fields.limit), query).toMatch(
        new RegExp(`At most (${MAX_SERIES_ROWS}|${MAX_TECHNICAL_ROWS}) rows`),
      );
    }
  });

  it('caps getRedisData of a long series, and pages it with from, before and limit', async () => {
    // Eight years of weekdays: more bars than one answer may hold.
    const long = weekdays(TODAY, MAX_SERIES_ROWS + 100).map((day, i) => ({
      ...bars('GBPUSD', 1.3)[0]!,
      day,
      close: 1.3 + i / 1e5,
    }));
    await upsertBars(platform.services.db, long);
    await invalidateMarketCache(platform.services.cache, ['GBPUSD']);
    const read = async (args = '') => {
      const answer = (await graphql(`{ getRedisData(key: "CUR_HIST_GBPUSD"${args}) }`)).json();
      expect(answer.errors).toBeUndefined();
      return {
        json: answer.data.getRedisData as string,
        rows: JSON.parse(answer.data.getRedisData) as PriceBar[],
      };
    };
    const byDefault = await read();
    expect(byDefault.rows.map((b) => b.observation_date)).toEqual(
      long.slice(-DEFAULT_SERIES_ROWS).map((b) => b.day),
    );
    const most = await read(`, limit: ${MAX_SERIES_ROWS}`);
    expect(most.rows).toHaveLength(MAX_SERIES_ROWS);
    // Well under a megabyte, even at the most.
    expect(Buffer.byteLength(most.json)).toBeLessThan(600_000);
    const before = most.rows[0]!.observation_date;
    const older = await read(`, before: "${before}", limit: ${MAX_SERIES_ROWS}`);
    expect(older.rows.map((b) => b.observation_date)).toEqual(long.slice(0, 100).map((b) => b.day));
    const window = await read(`, from: "${long[10]!.day}", before: "${long[15]!.day}"`);
    expect(window.rows.map((b) => b.close)).toEqual(long.slice(10, 15).map((b) => b.close));
    // Each alias is held to the same page: the default, not the whole series.
    const aliases = Array.from({ length: 3 }, (_, i) => `a${i}: getRedisData(key: "CUR_HIST_GBPUSD")`).join(
      ' ',
    );
    const answers = Object.values((await graphql(`{ ${aliases} }`)).json().data as Record<string, string>);
    expect(answers).toHaveLength(3);
    for (const value of answers) expect(value).toBe(byDefault.json);
  });
});

describe('contract months', () => {
  const contractsOf = async (query: string) => {
    const response = await get(`/api/markets/contracts?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as FuturesContract[];
  };

  it('lists every month listed today, and only expired months besides, by delivery month', async () => {
    const months = await contractsOf('commodity=brent');
    const listed = futuresContracts('BRENT', TODAY);
    expect(months).toEqual(expect.arrayContaining(listed));
    const listedMonths = new Set(listed.map((c) => c.contract_month_year));
    for (const c of months.filter((m) => !listedMonths.has(m.contract_month_year))) {
      expect(c.last_trading_date < TODAY, c.contract_month_year).toBe(true);
    }
    const monthList = months.map((c) => c.contract_month_year);
    expect(monthList).toEqual([...monthList].sort());
  });

  it('keeps an expired month with stored bars, at its position on its newest stored day', async () => {
    const later = futuresContracts('BRENT', TODAY).at(-1)!.last_trading_date;
    const listedLater = futuresContracts('BRENT', later);
    const months = await contractsOf(`commodity=BRENT&date=${later}`);
    expect(months).toEqual(expect.arrayContaining(listedLater));
    // The months these tests stored have bars up to today: those expired by then keep today's position.
    for (const stored of futuresContracts('BRENT', TODAY).slice(0, 4)) {
      const expected =
        listedLater.find((c) => c.contract_month_year === stored.contract_month_year) ?? stored;
      expect(months).toContainEqual(expected);
    }
  });

  it('answers only the listed months on a day before any stored bar', async () => {
    expect(await contractsOf('commodity=BRENT&date=2020-06-01')).toEqual(
      futuresContracts('BRENT', '2020-06-01'),
    );
  });

  it("refuses what is not a commodity with 'Unsupported asset type'", async () => {
    for (const commodity of ['EURUSD', 'NOPE']) {
      const response = await get(`/api/markets/contracts?commodity=${commodity}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('UNSUPPORTED_ASSET');
    }
  });
});

describe('technical analysis', () => {
  it('serves the indicators of packages/finance on the same bars', async () => {
    const history = await historyOf('BRENT');
    const response = await get(
      `/api/markets/technical?instrument=BRENT&from=${history[0]!.observation_date}&to=${TODAY}&limit=${MAX_TECHNICAL_ROWS}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().next_before).toBeNull();
    // Rendered by hand for speed: exactly the contract's fields, no more.
    expect(ZTechnical.parse(response.json())).toEqual(response.json());
    const rows = response.json().rows as TechnicalRow[];
    expect(rows.map((r) => r.observation_date)).toEqual(history.map((b) => b.observation_date));
    const close = history.map((b) => b.close);
    const high = history.map((b) => b.high ?? b.close);
    const low = history.map((b) => b.low ?? b.close);
    const open = history.map((b) => b.open ?? b.close);
    const rsi = rsiWithAverages(close, 14);
    const lines = macd(close, 12, 26, 9);
    const stoch = stochastic(high, low, close, 14, 3);
    const band1 = bollingerBands(close, 20, 1);
    const band2 = bollingerBands(close, 20, 2);
    const ha = heikinAshi({ open, high, low, close });
    const extremaAt = (window: number, kind: 'maxima' | 'minima') => {
      const at = new Set(localExtrema(close, window)[kind]);
      return close.map((c, i) => (at.has(i) ? c : null));
    };
    const expected: Record<string, (number | null)[]> = {
      ma_20: nullable(sma(close, 20)),
      ma_40: nullable(sma(close, 40)),
      vol_ewma: nullable(ewmaVolatility(close)),
      rsi: nullable(rsi.rsi),
      avg_gain: nullable(rsi.avgGain),
      avg_loss: nullable(rsi.avgLoss),
      l1: nullable(band1.lower),
      u1: nullable(band1.upper),
      l2: nullable(band2.lower),
      u2: nullable(band2.upper),
      ave: nullable(band2.middle),
      macd: nullable(lines.macd),
      macd_signal: nullable(lines.signal),
      macd_hist: nullable(lines.histogram),
      stoch_k: nullable(stoch.k),
      stoch_d: nullable(stoch.d),
      ha_open: ha.open,
      ha_high: ha.high,
      ha_low: ha.low,
      ha_close: ha.close,
      local_max_short: extremaAt(EXTREMA_WINDOWS.short, 'maxima'),
      local_min_short: extremaAt(EXTREMA_WINDOWS.short, 'minima'),
      local_max_medium: extremaAt(EXTREMA_WINDOWS.medium, 'maxima'),
      local_min_medium: extremaAt(EXTREMA_WINDOWS.medium, 'minima'),
      local_max_long: extremaAt(EXTREMA_WINDOWS.long, 'maxima'),
      local_min_long: extremaAt(EXTREMA_WINDOWS.long, 'minima'),
      interp_trend_short: nullable(linearRegression(close, EXTREMA_WINDOWS.short)),
      interp_trend_medium: nullable(linearRegression(close, EXTREMA_WINDOWS.medium)),
      interp_trend_long: nullable(linearRegression(close, EXTREMA_WINDOWS.long)),
    };
    for (const [field, values] of Object.entries(expected)) {
      expect(
        rows.map((r) => r[field as keyof TechnicalRow]),
        field,
      ).toEqual(values);
    }
    expect(rows.some((r) => r.local_max_medium !== null)).toBe(true);
  });

  it('computes over a warm-up before `from`, with the mmov parameters', async () => {
    const history = await historyOf('EURUSD');
    const from = history.at(-100)!.observation_date;
    const response = await get(`/api/markets/technical?instrument=EURUSD&from=${from}&ma1=10&ma2=50&rsi=9`);
    const rows = response.json().rows as TechnicalRow[];
    expect(rows).toHaveLength(100);
    const first = rows[0]!;
    for (const field of [
      'ma_20',
      'ma_40',
      'rsi',
      'macd',
      'macd_signal',
      'stoch_k',
      'stoch_d',
      'vol_ewma',
      'l2',
      'interp_trend_long',
    ] as const) {
      expect(first[field], field).not.toBeNull();
    }
    // Closes only: no Heikin-Ashi candles.
    expect(first.ha_open).toBeNull();
    const close = history.map((b) => b.close);
    const ma10 = sma(close, 10).slice(-100);
    const ma50 = sma(close, 50).slice(-100);
    rows.forEach((row, i) => {
      expect(closeTo(row.ma_20, ma10[i]!)).toBe(true);
      expect(closeTo(row.ma_40, ma50[i]!)).toBe(true);
    });
  });

  it('answers a series through zero without an EWMA volatility, never an error', async () => {
    const wti = bars('WTI', 20, { ohlc: true });
    await upsertBars(platform.services.db, [{ ...wti.at(-3)!, close: -37.63, low: -40 }, ...wti.slice(-2)]);
    await invalidateMarketCache(platform.services.cache, ['WTI']);
    const response = await get(`/api/markets/technical?instrument=WTI&from=${wti.at(-3)!.day}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as TechnicalRow[];
    expect(rows.map((r) => r.close)).toEqual([-37.63, ...wti.slice(-2).map((b) => b.close)]);
    expect(rows.map((r) => r.vol_ewma)).toEqual([null, null, null]);
  });

  it('answers the GraphQL technical operations with the same rows', async () => {
    const from = (await historyOf('EURUSD')).at(-30)!.observation_date;
    const rest = (await get(`/api/markets/technical?instrument=EURUSD&from=${from}`)).json()
      .rows as TechnicalRow[];
    const answer = (
      await graphql(
        `query($d: String) { technical_analysis_historical(currency: "EURUSD", observation_date: $d, format: "json") {
          observation_date close ma_20 ma_40 vol_ewma rsi l1 u2 macd stoch_k local_max_short interp_trend_long simulated } }`,
        { d: from },
      )
    ).json();
    expect(answer.errors).toBeUndefined();
    const rows = answer.data.technical_analysis_historical;
    expect(rows).toHaveLength(30);
    expect(rows.map((r: TechnicalRow) => [r.observation_date, r.close, r.rsi, r.macd])).toEqual(
      rest.map((r) => [r.observation_date, r.close, r.rsi, r.macd]),
    );
    const commodity = (
      await graphql(
        `{ commodity_technical_analysis_historical(commodity: "BRENT", observation_date: "${from}") { observation_date ha_close } }`,
      )
    ).json();
    expect(commodity.data.commodity_technical_analysis_historical).toHaveLength(30);
    expect(commodity.data.commodity_technical_analysis_historical[0].ha_close).not.toBeNull();
    const wrongKind = (
      await graphql('{ technical_analysis_historical(currency: "BRENT") { close } }')
    ).json();
    expect(wrongKind.errors[0].extensions.code).toBe('UNSUPPORTED_ASSET');
  });
});

describe('the cache', () => {
  it('keeps each series under its spec key', async () => {
    // The keys the platform reads and writes, with the value it found or stored: a loaded Redis may
    // let a read or a write time out (a miss, by design), which is not what this test is about.
    const working = platform.services.cache;
    const seen = new Map<string, unknown>();
    platform.services.cache = {
      kind: working.kind,
      get: async <T>(key: string) => {
        const value = await working.get<T>(key);
        if (value !== undefined) seen.set(key, value);
        return value;
      },
      set: (key, value, ttlSeconds) => {
        seen.set(key, value);
        return working.set(key, value, ttlSeconds);
      },
      del: (...keys) => working.del(...keys),
      close: () => working.close(),
    };
    try {
      await historyOf('EURUSD');
      await get('/api/markets/technical?instrument=BRENT');
      expect(seen.get('CUR_HIST_EURUSD') as PriceBar[]).toEqual(
        expect.arrayContaining([expect.objectContaining({ observation_date: TODAY })]),
      );
      expect(seen.has('COM_HIST_BRENT')).toBe(true);
      const month = futuresContracts('BRENT', TODAY)[0]!.contract_month_year;
      await get(`/api/commodities-intraday-history?commodity=BRENT&contract=${month}&last=1`);
      expect(seen.has(`COM_HIST_BRENT_${month}`)).toBe(true);
      await historyOf('DXY');
      expect(seen.has('IDX_HIST_DXY')).toBe(true);
    } finally {
      platform.services.cache = working;
    }
  });

  it('answers the same from the database when the cache fails', async () => {
    const urls = [
      '/api/markets/history?instrument=EURUSD',
      '/api/markets/technical?instrument=BRENT',
      '/api/markets/moves?type=currency',
      '/api/markets/quotes?instruments=EURUSD,BRENT',
      '/api/markets/valuation-inputs?instrument=EURUSD&days=30,90',
    ];
    const before = await Promise.all(urls.map(async (url) => (await get(url)).body));
    const working = platform.services.cache;
    const down = () => Promise.reject(new Error('cache down'));
    const failing: Cache = { kind: 'redis', get: down, set: down, del: down, close: async () => {} };
    platform.services.cache = failing;
    try {
      for (const [i, url] of urls.entries()) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(before[i]);
      }
      await invalidateMarketCache(failing, ['EURUSD']);
    } finally {
      platform.services.cache = working;
    }
  });

  it('serves a new price once its writer invalidates the series', async () => {
    await historyOf('DXY');
    const next = '2026-03-11';
    await upsertBars(platform.services.db, [{ ...bars('DXY', 104).at(-1)!, day: next, close: 123.45 }]);
    // Until invalidated the cached series answers (the day is tomorrow's: asked for explicitly).
    expect((await historyOf('DXY', TODAY, next)).map((b) => b.observation_date)).toEqual([TODAY]);
    await invalidateMarketCache(platform.services.cache, [{ instrument: 'DXY', contract: '' }]);
    expect((await historyOf('DXY', TODAY, next)).map((b) => b.close).at(-1)).toBe(123.45);
    expect(await platform.services.cache.get('IDX_HIST_DXY')).toBeDefined();
    // A commodity's continuous series is also its front-month future's: both keys go.
    await graphql('{ futures_history(futures: ["BRENT-F1"]) { close } }');
    await historyOf('BRENT');
    expect(await platform.services.cache.get('FUT_HIST_BRENT-F1')).toBeDefined();
    await invalidateMarketCache(platform.services.cache, ['BRENT']);
    expect(await platform.services.cache.get('FUT_HIST_BRENT-F1')).toBeUndefined();
    expect(await platform.services.cache.get('COM_HIST_BRENT')).toBeUndefined();
  });

  it('reads a cached series or spot through getRedisData, from the database when not cached', async () => {
    const query = '{ getRedisData(key: $key) }'.replace('{', 'query($key: String!) {');
    await invalidateMarketCache(platform.services.cache, ['EURUSD']);
    const spot = (await graphql(query, { key: 'CUR_SPOT_EURUSD' })).json();
    const eurusd = await historyOf('EURUSD');
    expect(JSON.parse(spot.data.getRedisData)).toMatchObject(eurusd.at(-1)!);
    const series = JSON.parse((await graphql(query, { key: 'CUR_HIST_EURUSD' })).json().data.getRedisData);
    expect(series.at(-1)).toMatchObject(eurusd.at(-1)!);
    expect((await graphql(query, { key: 'session:anything' })).json().data.getRedisData).toBeNull();
    const unknown = (await graphql(query, { key: 'COM_HIST_NOPE' })).json();
    expect(unknown.errors[0].extensions.code).toBe('UNSUPPORTED_ASSET');
  });
});

describe('world tables, quotes and curves', () => {
  it('answers the moves over the spec trading-day counts, and YTD from the last close of last year', async () => {
    const response = await get('/api/markets/moves?type=currency');
    expect(response.statusCode).toBe(200);
    const eurusd = (response.json() as Move[]).find((m) => m.instrument.id === 'EURUSD')!;
    const close = (await historyOf('EURUSD')).map((b) => b.close);
    const last = close.at(-1)!;
    expect(eurusd.last).toBe(last);
    expect(eurusd.observation_date).toBe(TODAY);
    const counts = { '1D': 1, '1W': 5, '1M': 22, '3M': 65, '6M': 130, '1Y': 261 } as const;
    for (const [window, back] of Object.entries(counts)) {
      expect(eurusd.changes[window as keyof typeof counts]).toBeCloseTo(last / close.at(-1 - back)! - 1, 12);
    }
    const yearEnd = (await historyOf('EURUSD', '2025-01-01', '2025-12-31')).at(-1)!;
    expect(eurusd.changes.YTD).toBeCloseTo(last / yearEnd.close - 1, 12);
    expect(eurusd.simulated).toBe(true);
    const indices = (await get('/api/markets/moves?type=index')).json() as Move[];
    expect(indices.map((m) => m.instrument.type)).toEqual(indices.map(() => 'index'));
    expect((await get('/api/markets/moves?type=rates')).statusCode).toBe(400);
  });

  it("answers the overview's quotes: last, change, a month's sparkline, the time of the price", async () => {
    const response = await get('/api/markets/quotes?instruments=EURUSD,BRENT');
    expect(response.statusCode).toBe(200);
    const [eurusd, brent] = response.json() as OverviewQuote[];
    const history = await historyOf('EURUSD');
    const [previous, last] = history.slice(-2);
    expect(eurusd).toMatchObject({
      instrument: 'EURUSD',
      type: 'currency',
      last: last!.close,
      time: WRITTEN.toISOString(),
      simulated: true,
    });
    expect(eurusd!.change).toBeCloseTo(last!.close - previous!.close, 14);
    expect(eurusd!.change_pct).toBeCloseTo((last!.close - previous!.close) / previous!.close, 14);
    expect(eurusd!.sparkline).toEqual(
      history.filter((b) => b.observation_date >= '2026-02-10').map((b) => b.close),
    );
    expect(brent!.type).toBe('commodity');
    // Without names: the caller's saved overview list, the spec's twenty by default.
    const defaults = (await get('/api/markets/quotes')).json() as OverviewQuote[];
    expect(defaults.map((q) => q.instrument)).toEqual(expect.arrayContaining(['EURUSD', 'BRENT', 'DXY']));
  });

  it('answers a currency curve on a day, and nothing before its data', async () => {
    const response = await get(`/api/markets/curve?currency=usd&date=${TODAY}`);
    expect(response.statusCode).toBe(200);
    const points = response.json();
    expect(points.map((p: { term: string }) => p.term)).toEqual(RATE_TENORS.map((t) => t.term));
    expect(points[0]).toMatchObject({ instrument: 'USD-1M', days_to_expiration: 30, simulated: true });
    expect(points[0].rate).toBeCloseTo(4.2, 12);
    expect((await get('/api/markets/curve?currency=USD&date=1990-01-01')).json()).toEqual([]);
    const rates = (
      await graphql(
        '{ interest_rate_historical(interest_rate: "USD-3M", observation_date: "2026-03-01") { observation_date close term days_to_expiration expiration_date } }',
      )
    ).json().data.interest_rate_historical;
    expect(rates.at(-1)).toMatchObject({
      observation_date: TODAY,
      term: '3M',
      days_to_expiration: 91,
      expiration_date: '2026-06-09',
    });
  });
});

describe('GraphQL histories', () => {
  it('answers commodity contracts, indices, futures and ETFs with their fields', async () => {
    const month = futuresContracts('BRENT', TODAY)[1]!;
    const contract = (
      await graphql(
        `{ commodity_history(commodity: "BRENT", contract_month_year: "${month.contract_month_year}", observation_date: "2026-03-01") {
          observation_date close contract_month_year last_trading_date continuous_contract } }`,
      )
    ).json();
    expect(contract.errors).toBeUndefined();
    expect(contract.data.commodity_history.at(-1)).toMatchObject({
      observation_date: TODAY,
      contract_month_year: month.contract_month_year,
      last_trading_date: month.last_trading_date,
      continuous_contract: 2,
    });
    const second = (
      await graphql(
        `{ commodity_history(commodity: "BRENT", contract: "2", observation_date: "${TODAY}") { close contract_month_year } }`,
      )
    ).json();
    expect(second.data.commodity_history).toEqual([
      { close: contract.data.commodity_history.at(-1).close, contract_month_year: month.contract_month_year },
    ]);
    const continuous = (
      await graphql(
        `{ commodity_history(commodity: "BRENT", observation_date: "${TODAY}") { contract_month_year continuous_contract } }`,
      )
    ).json();
    expect(continuous.data.commodity_history).toEqual([
      {
        contract_month_year: futuresContracts('BRENT', TODAY)[0]!.contract_month_year,
        continuous_contract: 1,
      },
    ]);

    // Over a year of rolls, every row names the contract in force that day.
    const year = (
      await graphql(
        '{ commodity_history(commodity: "BRENT", observation_date: "2025-03-01") { observation_date contract_month_year last_trading_date continuous_contract } }',
      )
    ).json().data.commodity_history as { observation_date: string; contract_month_year: string }[];
    expect(year.length).toBeGreaterThan(250);
    for (const row of year) {
      const front = futuresContracts('BRENT', row.observation_date)[0]!;
      expect(row).toEqual({ ...row, ...front });
    }

    const index = (
      await graphql(
        `{ index_history(index: "DXY", observation_date: "2026-03-01") { instrument observation_date close } }`,
      )
    ).json();
    expect(index.data.index_history.map((r: { observation_date: string }) => r.observation_date)).toEqual(
      (await historyOf('DXY', '2026-03-01', TODAY)).map((b) => b.observation_date),
    );
    const futures = (
      await graphql(
        `{ futures_history(futures: ["BRENT-F1"], observation_date: "${TODAY}") { instrument close } }`,
      )
    ).json();
    expect(futures.data.futures_history).toEqual([
      { instrument: 'BRENT-F1', close: (await historyOf('BRENT')).at(-1)!.close },
    ]);
    const etfs = (
      await graphql('{ etf_history(etfs: ["SPY"], observation_date: "1990-01-01") { close } }')
    ).json();
    expect(etfs.errors).toBeUndefined();
    expect(Array.isArray(etfs.data.etf_history)).toBe(true);
  });
});

describe('valuation inputs', () => {
  const consistent = (rows: ValuationInputRow[], spot: number) => {
    for (const row of rows) {
      const t = row.days_to_expiration / 365;
      expect(Math.abs(row.fwd / spot - Math.exp((row.r - row.rf) * t))).toBeLessThan(TOLERANCE);
      expect(Math.abs(row.d0 - Math.exp(-row.r * t))).toBeLessThan(TOLERANCE);
      expect(smileVolatility(row, row.fwd)).toBeCloseTo(row.c0, 14);
    }
  };

  it("gives a pair's forward by covered interest parity from the two curves, and the stored smile", async () => {
    const response = await get(
      `/api/markets/valuation-inputs?instrument=EURUSD&days=30,90,182,365&date=${TODAY}`,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json() as ValuationInputRow[];
    expect(rows.map((r) => r.days_to_expiration)).toEqual([30, 90, 182, 365]);
    const spot = (await historyOf('EURUSD')).at(-1)!.close;
    consistent(rows, spot);
    // USD is the domestic (quote) currency of EURUSD, EUR the foreign one.
    expect(rows[0]!.r).toBeCloseTo(0.042, 12);
    expect(rows[0]!.rf).toBeCloseTo(0.024, 12);
    expect(rows[2]).toMatchObject({ c0: 0.08, c1: -0.02, c2: 0.3, observation_date: TODAY, simulated: true });
    // Between stored tenors (the seed's and these tests') the smile is linear in total variance σ²·t;
    // the quadratic given matches it at the money in level, slope and curvature.
    const smiles = await readSmiles(platform.services.db, 'EURUSD', TODAY);
    const right = smiles.findIndex((s) => s.tenorDays >= 90);
    const [a, b] = [smiles[right - 1]!, smiles[right]!];
    const w = (90 - a.tenorDays) / (b.tenorDays - a.tenorDays);
    const shares = [((1 - w) * a.tenorDays) / 90, (w * b.tenorDays) / 90] as const;
    const sum = (f: (x: typeof a) => number) => shares[0] * f(a) + shares[1] * f(b);
    const c0 = Math.sqrt(sum((x) => x.c0 * x.c0));
    const c1 = sum((x) => x.c0 * x.c1) / c0;
    expect(rows[1]!.c0).toBeCloseTo(c0, 12);
    expect(rows[1]!.c1).toBeCloseTo(c1, 12);
    expect(rows[1]!.c2).toBeCloseTo((sum((x) => x.c1 * x.c1 + 2 * x.c0 * x.c2) - c1 * c1) / (2 * c0), 12);
  });

  it("gives a commodity's forward from its futures curve, with the convenience yield it implies", async () => {
    const response = await get(`/api/markets/valuation-inputs?instrument=BRENT&days=0,20,60&date=${TODAY}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as ValuationInputRow[];
    const spot = (await historyOf('BRENT')).at(-1)!.close;
    consistent(rows, spot);
    expect(rows[0]!.fwd).toBe(spot);
    const front = futuresContracts('BRENT', TODAY)[0]!;
    const frontClose = (
      await get(
        `/api/commodities-intraday-history?commodity=BRENT&contract=${front.contract_month_year}&last=1`,
      )
    ).json()[0].close;
    const frontDays = (Date.parse(front.last_trading_date) - Date.parse(TODAY)) / 86_400_000;
    const exact = (
      await get(`/api/markets/valuation-inputs?instrument=BRENT&days=${frontDays}&date=${TODAY}`)
    ).json();
    expect(exact[0].fwd).toBe(frontClose);
  });

  it('answers GraphQL valuation inputs like REST, and nothing before the data', async () => {
    const rest = (
      await get(`/api/markets/valuation-inputs?instrument=EURUSD&days=30,90&date=${TODAY}`)
    ).json();
    const answer = (
      await graphql(
        `{ currency_valuation_inputs(currency: "EURUSD", days_to_expiration: [30, 90], format: "json", last: true) {
          days_to_expiration observation_date fwd r rf d0 c0 c1 c2 simulated } }`,
      )
    ).json();
    expect(answer.data.currency_valuation_inputs).toEqual(rest);
    const commodity = (
      await graphql(
        '{ commodity_valuation_inputs(commodity: "BRENT", days_to_expiration: [30], last: true, refresh: true) { fwd r rf d0 } }',
      )
    ).json();
    expect(commodity.data.commodity_valuation_inputs).toHaveLength(1);
    expect((await get('/api/markets/valuation-inputs?instrument=EURUSD&date=1990-01-01')).json()).toEqual([]);
  });
});

describe('access', () => {
  it('opens series to the markets screen, quotes to overview, spots and valuation inputs to the analysis screens', async () => {
    const calls: [string, Record<string, number>][] = [
      ['/api/markets/catalog', { treasury: 200, viewer: 200, desk: 403 }],
      ['/api/markets/history?instrument=EURUSD', { treasury: 200, viewer: 403, desk: 403 }],
      ['/api/markets/technical?instrument=EURUSD', { treasury: 200, viewer: 403, desk: 403 }],
      ['/api/markets/moves?type=commodity', { treasury: 200, viewer: 403, desk: 403 }],
      ['/api/markets/curve?currency=EUR', { treasury: 200, viewer: 403, desk: 403 }],
      ['/api/markets/quotes?instruments=EURUSD', { treasury: 200, viewer: 200, desk: 403 }],
      ['/api/markets/valuation-inputs?instrument=EURUSD', { treasury: 200, viewer: 403, desk: 403 }],
      ['/api/currencies-intraday-history?currency=EURUSD&last=1', { treasury: 200, viewer: 403, desk: 403 }],
      ['/api/commodities-intraday-history?commodity=BRENT&last=1', { treasury: 200, viewer: 403, desk: 403 }],
    ];
    for (const [url, statuses] of calls) {
      for (const [user, status] of Object.entries(statuses)) {
        expect((await get(url, user)).statusCode, `${user} ${url}`).toBe(status);
      }
    }
    expect((await platform.request('GET', '/api/markets/history?instrument=EURUSD')).statusCode).toBe(401);
    const viewer = (await graphql('{ index_history(index: "DXY") { close } }', {}, 'viewer')).json();
    expect(viewer.errors[0].extensions.code).toBe('FORBIDDEN');
    for (const user of ['desk', 'viewer']) {
      for (const query of [
        '{ currency_valuation_inputs(currency: "EURUSD", last: true) { fwd } }',
        '{ commodity_valuation_inputs(commodity: "BRENT", last: true) { fwd } }',
        '{ getRedisData(key: "CUR_SPOT_EURUSD") }',
        '{ getRedisData(key: "CUR_HIST_EURUSD") }',
      ]) {
        const answer = (await graphql(query, {}, user)).json();
        expect(answer.errors?.[0]?.extensions.code, `${user} ${query}`).toBe('FORBIDDEN');
      }
    }
    const treasury = (
      await graphql('{ currency_valuation_inputs(currency: "EURUSD", last: true) { fwd } }')
    ).json();
    expect(treasury.errors).toBeUndefined();
  });
});
