/**
 * Execution-to-coverage benchmark: how soon a treasurer's open Analytics screen shows a trade the
 * desk has just executed. A platform started from the current sources (PGlite, the usual seed, the
 * web app built); the treasurer's Analytics screen open in Debian's Chromium (CHROME_PATH) headless
 * through puppeteer-core on Imports Colombia · USDCOP, its period table shown (its
 * `analytics_choices` saved first). Then, through the API: the treasurer creates and submits a
 * USDCOP forward of USD 100,000 on a date of a coming period (with a justification, should it go
 * beyond the program), the desk asks the banks (the simulated ones answer at once) and executes the
 * best quote, small enough to need no supervisor. The screen values the selection again when the
 * desk's fill reaches it (the requests' subscription, useRevalueOnFills). The figure is the time from
 * the execute call's answer to the screen showing the new valuation: its valuation group's
 * `data-rendered-ms` written again with the period's hedge changed, seen by a MutationObserver in the
 * page; both clocks are the machine's (performance.timeOrigin + performance.now()). One execution
 * not counted (the first valuation after the warm-up), then BENCH_COVERAGE_RUNS (default 5), a new
 * request each; the median. Merges its rows into bench/results/desk.json.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { signIn } from '../../apps/server/src/test/platform-process.ts';
import { httpCall } from '../analytics/book.ts';
import { launchChromium, signedInPage } from '../chromium.ts';
import { median } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { startWebPlatform } from '../web-platform.ts';

const RUNS = Number(process.env.BENCH_COVERAGE_RUNS ?? 5);
const TARGET_MS = 1000;
const PORTFOLIO = 'Imports Colombia';
const PAIR = 'USDCOP';
/** Under Company A's request limit (USD 5,000,000): executed without four eyes. */
const AMOUNT = 100_000;
/** The value date, this many days on: a coming month's period of the table. */
const VALUE_DATE_DAYS = 45;
const ROW_PREFIX = 'Chromium, Analytics after a desk execution';

const GROUP = '[data-testid="valuation-group"]';
const HEDGE_CELLS = `${GROUP} [data-testid="period-table"] tbody td[data-column="hedge"]`;

/** An epoch time in milliseconds, sub-millisecond, on the clock the page's observer reads too. */
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Arms the page: the next time the valuation group's `data-rendered-ms` is written with a period's
 * hedge changed from now, the time (epoch ms) and the period's row are kept in `window.revalued`.
 */
function armObserver(page: Page): Promise<unknown> {
  return page.evaluate(`(() => {
    const hedges = () => Array.from(document.querySelectorAll('${HEDGE_CELLS}'), (td) => td.textContent);
    const before = hedges();
    window.revalued = null;
    window.revaluedObserver?.disconnect();
    window.revaluedObserver = new MutationObserver((records) => {
      if (window.revalued || !records.some((r) => r.target.matches?.('${GROUP}'))) return;
      const after = hedges();
      const row = after.findIndex((text, i) => text !== before[i]);
      if (row < 0) return;
      window.revalued = { at: performance.timeOrigin + performance.now(), row, before: before[row], after: after[row] };
      window.revaluedObserver.disconnect();
    });
    window.revaluedObserver.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-rendered-ms'],
    });
  })()`);
}

const { base, stop } = await startWebPlatform('desk-coverage');
const browser = await launchChromium();
const rows: ResultRow[] = [];
try {
  const treasuryPair = await signIn(base, 'treasury');
  const treasury = httpCall(base, treasuryPair.access);
  const desk = httpCall(base, (await signIn(base, 'desk')).access);
  const expectOk = async (answer: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const reply = await answer;
    if (reply.statusCode < 200 || reply.statusCode > 299)
      throw new Error(`${reply.statusCode}: ${reply.body.slice(0, 300)}`);
    return reply.json();
  };

  const [company] = (await expectOk(treasury('GET', '/api/companies'))) as { pk_idcompany: number }[];
  const plan = (await expectOk(treasury('GET', '/api/hedge_plan?window=MONTH'))) as {
    groups: { portfolio_id: number; portfolio_name: string; asset: string }[];
  };
  const portfolioId = plan.groups.find(
    (g) => g.portfolio_name === PORTFOLIO && g.asset === PAIR,
  )?.portfolio_id;
  const strategies = (await expectOk(treasury('GET', '/api/strategies?asset=currency'))) as {
    pk_idstrategy: number;
    name: string;
  }[];
  const forward = strategies.find((s) => s.name === 'FORWARD');
  if (!company || !portfolioId || !forward) throw new Error(`no company, ${PORTFOLIO} · ${PAIR} or FORWARD`);
  await expectOk(
    treasury('POST', '/api/save_custom_overview', {
      analytics_choices: {
        selected_nav: 0,
        selected_company: company.pk_idcompany,
        selected_portfolio: [portfolioId],
        selected_currencies: [PAIR],
      },
    }),
  );

  const page = await signedInPage(browser, treasuryPair);
  await page.goto(`${base}/analytics`);
  await page.waitForSelector(`${GROUP}[data-rendered-ms]`, { timeout: 120_000 });
  await page.waitForSelector(HEDGE_CELLS);

  const valueDate = new Date(Date.now() + VALUE_DATE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const request = (await expectOk(
      treasury('POST', '/api/hedge_requests', {
        portfolio_id: portfolioId,
        asset: PAIR,
        side: 'buyer',
        settlements: [{ date: valueDate, amount: AMOUNT }],
        strategy: { pk_idstrategy: forward.pk_idstrategy, strikes: [null] },
        window: 'WEEK',
        validity: 'gtc',
        justification: 'A benchmark of the desk: a small forward executed at once.',
        submit: true,
      }),
    )) as { id: number; state: string };
    if (request.state !== 'submitted') throw new Error(`the request is ${request.state}, not submitted`);
    const quoted = (await expectOk(desk('POST', `/api/desk/requests/${request.id}/ask_quotes`, {}))) as {
      quotes: { id: number; best: boolean }[];
    };
    const best = quoted.quotes.find((q) => q.best);
    if (!best) throw new Error('no bank quoted');

    await armObserver(page);
    const executed = (await expectOk(
      desk('POST', `/api/desk/requests/${request.id}/execute`, {
        quote_id: best.id,
        idempotency_key: randomUUID(),
      }),
    )) as { ticket: unknown; breaches: unknown[] };
    const answeredAt = epochNow();
    if (!executed.ticket || executed.breaches.length > 0)
      throw new Error(`not booked: ${JSON.stringify(executed.breaches)}`);

    await page.waitForFunction('window.revalued !== null', { timeout: 30_000 });
    const seen = (await page.evaluate('window.revalued')) as {
      at: number;
      row: number;
      before: string;
      after: string;
    };
    const ms = seen.at - answeredAt;
    console.log(
      `execution ${i}: the period of row ${seen.row} hedged ${seen.before} → ${seen.after}, shown ${ms.toFixed(1)} ms after the answer`,
    );
    // The first valuation after the screen opened warms the valuation up: not a figure.
    if (i > 0) times.push(ms);
  }
  const value = Math.round(median(times));
  rows.push(
    msUnder(
      `${ROW_PREFIX}: a USD ${AMOUNT.toLocaleString('en-US')} ${PAIR} forward's new hedge shown on the treasurer's open screen after the execute call's answer (median of ${RUNS} executions)`,
      value,
      TARGET_MS,
    ),
  );
} finally {
  await browser.close();
  await stop();
}

recordRows('desk', rows, (name) => name.startsWith(ROW_PREFIX));
