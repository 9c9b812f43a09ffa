/**
 * Analytics screen benchmark in Chromium: the 10,000-hedge USDCOP book of the analytics benchmark
 * (36 months, 1,800 exposures) saved over HTTP on a started platform (PGlite, the usual seed), and
 * /analytics opened on it as treasury in the web app built from the current sources, in Debian's
 * Chromium (CHROME_PATH) headless through puppeteer-core. The figure is the screen's own
 * (`data-rendered-ms` on the valuation): from the valuation's reply having arrived, parsed, to the
 * shown figures drawn — the period table (committed to the page) on the Table tab, both period
 * charts (ECharts' `finished`) on the Charts tab. Each tab is loaded BENCH_SCREEN_RUNS + 1 times
 * (default 5 + 1; the first load compiles the scripts and is not counted); the median. Merges its
 * rows into bench/results/analytics.json, keeping the valuation benchmark's.
 */
import { utcDateOfInstant } from '@cobertura/finance/time';
import { signIn } from '../../apps/server/src/test/platform-process.ts';
import { launchChromium, signedInPage } from '../chromium.ts';
import { median } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { startWebPlatform } from '../web-platform.ts';
import { httpCall, MONTHS, saveBook, usdcopSpot } from './book.ts';

const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);
const HEDGES = 10_000;
const TARGET_MS = 500;
/** A monthly table of 36 months: today's period and one a month. */
const PERIODS = MONTHS + 1;
/** The tabs measured, by their `analytics_choices.selected_nav`. */
const TABS = [
  { nav: 0, name: 'period table' },
  { nav: 1, name: 'period charts' },
] as const;
const ROW_PREFIX = 'Chromium, Analytics screen';

const { base, stop } = await startWebPlatform('screen');
const browser = await launchChromium();
const rows: ResultRow[] = [];
try {
  const pair = await signIn(base, 'treasury');
  const call = httpCall(base, pair.access);
  const user = (await call('GET', '/api/user')).json() as { pk_idusers: number };
  const [company] = (await call('GET', '/api/companies')).json() as { pk_idcompany: number }[];
  if (!company) throw new Error('treasury has no company');
  console.log(`saving ${HEDGES.toLocaleString('en-US')} hedges...`);
  const portfolioId = await saveBook(
    {
      call,
      companyId: company.pk_idcompany,
      userId: user.pk_idusers,
      today: utcDateOfInstant(Date.now()),
      spot: await usdcopSpot(call),
    },
    HEDGES,
  );

  const page = await signedInPage(browser, pair);

  const group = '[data-testid="valuation-group"][data-rendered-ms]';
  for (const tab of TABS) {
    const saved = await call('POST', '/api/save_custom_overview', {
      analytics_choices: {
        selected_nav: tab.nav,
        selected_company: company.pk_idcompany,
        selected_portfolio: [portfolioId],
        selected_currencies: ['USDCOP'],
      },
    });
    if (saved.statusCode !== 200) throw new Error(`saving the screen's choices: ${saved.statusCode}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      await page.goto(`${base}/analytics`);
      await page.waitForSelector(group, { timeout: 120_000 });
      const figures = (await page.evaluate(`(() => {
        const el = document.querySelector('${group}');
        return {
          rendered: Number(el.dataset.renderedMs),
          periods: el.querySelectorAll('[data-testid="period-table"] tbody tr').length,
          charts: el.querySelectorAll('[data-testid$="-chart"] canvas').length,
        };
      })()`)) as { rendered: number; periods: number; charts: number };
      if (tab.nav === 0 && figures.periods !== PERIODS)
        throw new Error(`${figures.periods} periods shown, not ${PERIODS}`);
      if (tab.nav === 1 && figures.charts !== 2) throw new Error(`${figures.charts} charts drawn, not 2`);
      // The first load also compiles the page's scripts: not a figure.
      if (i > 0) times.push(figures.rendered);
    }
    const value = Math.round(median(times));
    console.log(`${tab.name}: ${times.join(', ')} ms`);
    rows.push(
      msUnder(
        `${ROW_PREFIX}, ${HEDGES.toLocaleString('en-US')} USDCOP hedges over ${PERIODS} monthly periods: the ${tab.name} drawn after the valuation's reply (median of ${RUNS} page loads)`,
        value,
        TARGET_MS,
      ),
    );
  }
} finally {
  await browser.close();
  await stop();
}

recordRows('analytics', rows, (name) => name.startsWith(ROW_PREFIX));
