/**
 * Trader blotter benchmark in Chromium: /trader opened as the desk's trader in the web app built from
 * the current sources, served by a started platform (PGlite, the usual seed), in Debian's Chromium
 * (CHROME_PATH) headless through puppeteer-core, with a blotter of 10,000 open hedge requests. The
 * blotter's reply is served by the browser itself (GET /api/desk/blotter intercepted, answered with
 * 10,000 generated rows that satisfy the contract's ZBlotter): the figure is the screen's own
 * (`data-rendered-ms` on the blotter), from the reply having arrived, parsed, to the rows drawn
 * (committed), so where the rows come from does not matter, and no desk needs 10,000 requests seeded.
 * The page is loaded BENCH_SCREEN_RUNS + 1 times (default 5 + 1; the first load compiles the
 * scripts and is not counted); the median. Each load also checks that the blotter is windowed (few
 * rows in the page) and counts all 10,000. Merges its rows into bench/results/desk.json.
 */
import { type BlotterRow, pairUnits, ZBlotter } from '@cobertura/contracts';
import { signIn } from '../../apps/server/src/test/platform-process.ts';
import { launchChromium, signedInPage } from '../chromium.ts';
import { median } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { startWebPlatform } from '../web-platform.ts';

const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);
const REQUESTS = 10_000;
const TARGET_MS = 300;
/** Windowed, the page holds the rows in view and a few more: far fewer than this. */
const MOST_ROWS_DRAWN = 100;
const ROW_PREFIX = 'Chromium, Trader blotter';

const OPEN_STATES = ['submitted', 'quoting', 'awaiting_approval'] as const;
const COMPANIES = [
  { id: 1, name: 'Demo Company A', portfolios: ['Imports Colombia', 'Imports Mexico'] },
  { id: 2, name: 'Demo Company B', portfolios: ['Ringgit cash flows'] },
] as const;
/** Pairs with a mid of their level, so the figures have the widths a desk sees. */
const PAIRS = [
  { asset: 'USDCOP', mid: 4150.5 },
  { asset: 'USDMXN', mid: 18.245 },
  { asset: 'EURUSD', mid: 1.0842 },
  { asset: 'USDMYR', mid: 4.208 },
] as const;
const BANKS = ['Banco Andino', 'Norte Capital Bank', 'Straits Commerce Bank'] as const;
const STRATEGIES = [
  { id: 1, name: 'FORWARD', basis: 'rate' },
  { id: 5, name: 'COLLAR', basis: 'premium' },
] as const;

/** The i-th of `REQUESTS` open requests, newest first, varied in client, pair, state and quote. */
function blotterRow(i: number, now: number): BlotterRow {
  const company = COMPANIES[i % COMPANIES.length]!;
  const pair = PAIRS[i % PAIRS.length]!;
  const strategy = STRATEGIES[i % 7 === 0 ? 1 : 0];
  const state = OPEN_STATES[i % OPEN_STATES.length]!;
  const amount = 50_000 * (1 + (i % 40));
  const at = new Date(now - i * 60_000).toISOString();
  const fairValue = strategy.basis === 'rate' ? pair.mid * 1.004 : pair.mid * 0.003;
  const hasQuote = state !== 'submitted';
  return {
    id: REQUESTS - i,
    reference: `R-${String(REQUESTS - i).padStart(6, '0')}`,
    company_id: company.id,
    company_name: company.name,
    portfolio_id: 10 + (i % company.portfolios.length),
    portfolio_name: company.portfolios[i % company.portfolios.length]!,
    asset: pair.asset,
    area: 'currency',
    ...pairUnits(pair.asset),
    side: i % 3 === 0 ? 'seller' : 'buyer',
    settlements: [{ date: new Date(now + (30 + (i % 300)) * 86_400_000).toISOString().slice(0, 10), amount }],
    amount,
    filled: state === 'quoting' && i % 5 === 0 ? amount / 2 : 0,
    strategy: { pk_idstrategy: strategy.id, strikes: [], barriers: [], percentage: 100, fixings: 21 },
    strategy_name: strategy.name,
    quote_basis: strategy.basis,
    limit_rate: i % 4 === 0 ? fairValue * 1.01 : null,
    window: 'WEEK',
    window_ends: new Date(now + (7 * 86_400 - i * 60) * 1000).toISOString(),
    validity: 'gtc',
    expires_at: null,
    note: null,
    justification: null,
    origin: 'plan',
    state,
    created_by: 'Tomás Tesorero',
    created_at: at,
    submitted_at: at,
    updated_at: at,
    mid: pair.mid,
    fair_value: fairValue,
    window_left_seconds: 7 * 86_400 - i * 60,
    quotes: hasQuote ? 2 : 0,
    best_quote: hasQuote
      ? {
          counterparty: BANKS[i % BANKS.length]!,
          price: fairValue * 1.0012,
          margin_bps: 12,
          simulated: i % 2 === 0,
        }
      : null,
  };
}

// Checked against the contract once, as the screen's client reads it.
const now = Date.now();
const body = JSON.stringify(
  ZBlotter.parse({ rows: Array.from({ length: REQUESTS }, (_, i) => blotterRow(i, now)), truncated: false }),
);

const { base, stop } = await startWebPlatform('desk-blotter');
const browser = await launchChromium();
const rows: ResultRow[] = [];
try {
  const page = await signedInPage(browser, await signIn(base, 'desk'));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/desk/blotter')
      void request.respond({ status: 200, contentType: 'application/json', body });
    else void request.continue();
  });

  const blotter = '[data-testid="blotter"][data-rendered-ms]';
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    await page.goto(`${base}/trader`);
    await page.waitForSelector(blotter, { timeout: 120_000 });
    const figures = (await page.evaluate(`(() => {
      const el = document.querySelector('${blotter}');
      return {
        rendered: Number(el.dataset.renderedMs),
        listed: Number(el.dataset.rows),
        drawn: el.querySelectorAll('[data-testid="blotter-row"]').length,
        count: document.querySelector('[data-testid="blotter-count"]')?.textContent ?? '',
      };
    })()`)) as { rendered: number; listed: number; drawn: number; count: string };
    if (figures.listed !== REQUESTS) throw new Error(`${figures.listed} requests listed, not ${REQUESTS}`);
    if (figures.count !== `${REQUESTS.toLocaleString('en-US')} requests`)
      throw new Error(`the count reads "${figures.count}"`);
    if (figures.drawn === 0 || figures.drawn >= MOST_ROWS_DRAWN)
      throw new Error(`${figures.drawn} rows in the page: not windowed`);
    if (i === 0) console.log(`${figures.drawn} of ${REQUESTS.toLocaleString('en-US')} rows in the page`);
    // The first load also compiles the page's scripts: not a figure.
    if (i > 0) times.push(figures.rendered);
  }
  const value = Math.round(median(times));
  console.log(`blotter drawn: ${times.join(', ')} ms`);
  rows.push(
    msUnder(
      `${ROW_PREFIX}, ${REQUESTS.toLocaleString('en-US')} open requests (windowed): the rows drawn after the blotter's reply (median of ${RUNS} page loads)`,
      value,
      TARGET_MS,
    ),
  );
} finally {
  await browser.close();
  await stop();
}

recordRows('desk', rows, (name) => name.startsWith(ROW_PREFIX));
