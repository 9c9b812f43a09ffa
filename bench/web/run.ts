/**
 * Web benchmark: Lighthouse (performance and accessibility) on the landing page, sign-in and the
 * first screens a signed-in user opens (Home, Overview, My Data, Analytics), with mobile and desktop
 * settings, against the platform started here on a free port with a fresh database and the web app
 * built from the current sources. The signed-in screens are measured signed in: the tokens
 * are put into local storage before Lighthouse loads the page, and the browser's cache is emptied
 * before every run, so each run is a first visit. Prints the figures and writes
 * bench/results/web.json.
 *
 * Lighthouse drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) with its simulated
 * throttling: mobile is a mid-range phone on a slow 4G link (150 ms, 1.6 Mbit/s, CPU slowed 4×).
 * Each page and form factor runs BENCH_LIGHTHOUSE_RUNS times (default 3); the median run by
 * performance score is kept.
 *
 * While working on one screen: BENCH_PAGES (names, comma-separated, e.g. `home,overview`) measures
 * only those pages (and leaves bench/results/web.json as it was), and BENCH_LIGHTHOUSE_REPORTS (a folder) keeps each run's whole Lighthouse report
 * there, for its diagnostics (main-thread work, network requests, the LCP element).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { signIn } from '../../apps/server/src/test/platform-process.ts';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.ts';
import type { ResultRow } from '../result-row.ts';
import { writeResultsFile } from '../results-file.ts';
import { startWebPlatform } from '../web-platform.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 100 } as const;

const ALL_PAGES = [
  { name: 'landing', path: '/landing/en', signedInAs: null },
  { name: 'sign-in', path: '/login', signedInAs: null },
  { name: 'home', path: '/home', signedInAs: 'treasury' },
  { name: 'overview', path: '/', signedInAs: 'treasury' },
  { name: 'my-data', path: '/data', signedInAs: 'treasury' },
  { name: 'analytics', path: '/analytics', signedInAs: 'treasury' },
] as const;
const PAGES = pagesToMeasure(process.env.BENCH_PAGES);
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const FORM_FACTORS = ['mobile', 'desktop'] as const;

/** The pages BENCH_PAGES names (every page when unset); an unknown name is an error, not a silent skip. */
function pagesToMeasure(names: string | undefined) {
  if (!names) return ALL_PAGES;
  const wanted = names.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !ALL_PAGES.some((page) => page.name === name));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page named ${unknown.join(', ')}`);
  return ALL_PAGES.filter((page) => wanted.includes(page.name));
}

interface Measure {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's audits that failed in the accessibility category (ids), empty at 100. */
  accessibilityFailures: string[];
}

interface BrowserStorage {
  clear(): void;
  setItem(key: string, value: string): void;
}

/** One Lighthouse run on a fresh tab: empty cache, the page's origin storage set as the visit needs. */
async function audit(
  browser: Browser,
  base: string,
  pagePath: string,
  formFactor: (typeof FORM_FACTORS)[number],
  tokens: { access: string; refresh: string } | null,
  reportName: string,
): Promise<Measure> {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // A document of the app's origin that runs no script, to write its local storage.
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((pair) => {
      // Runs in the page (this workspace compiles without the DOM's types).
      const storage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
      storage.clear();
      if (!pair) return;
      storage.setItem('lang', 'en');
      storage.setItem('token', pair.access);
      storage.setItem('access', pair.access);
      storage.setItem('refresh', pair.refresh);
    }, tokens);
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Storage is set above; Lighthouse would otherwise clear it (and the cache, emptied above).
      disableStorageReset: true,
    };
    const result = await lighthouse(
      `${base}${pagePath}`,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(path.join(REPORTS_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    // A run Lighthouse could not complete (no paint seen, a page that did not settle) scores 0: it is
    // repeated rather than counted.
    if (result.lhr.runtimeError) throw new Error(`${pagePath}: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    if (categories.performance?.score == null) throw new Error(`${pagePath}: no performance score`);
    const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      speedIndexMs: numeric('speed-index'),
      accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    await page.close();
  }
}

function median(runs: Measure[]): Measure {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Measure;
}

const { base, stop } = await startWebPlatform('web');
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless', ...CHROME_FLAGS],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

const rows: ResultRow[] = [];
const pages: ({ page: string; path: string; formFactor: string; runs: number } & Measure)[] = [];
try {
  for (const target of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const runs: Measure[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Signed in afresh for each run: every run starts a new session, as a user coming back would.
        for (let attempt = 1; ; attempt++) {
          const tokens = target.signedInAs ? await signIn(base, target.signedInAs) : null;
          try {
            const reportName = `${target.name}-${formFactor}-${i + 1}`;
            runs.push(await audit(browser, base, target.path, formFactor, tokens, reportName));
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            console.log(`  run repeated: ${(error as Error).message}`);
          }
        }
      }
      const kept = median(runs);
      pages.push({ page: target.name, path: target.path, formFactor, runs: RUNS, ...kept });
      console.log(
        `${target.name.padEnd(9)} ${formFactor.padEnd(7)} performance ${String(kept.performance).padStart(3)}` +
          `  accessibility ${String(kept.accessibility).padStart(3)}  FCP ${kept.fcpMs} ms  LCP ${kept.lcpMs} ms` +
          `  TBT ${kept.tbtMs} ms  CLS ${kept.cls}  SI ${kept.speedIndexMs} ms` +
          `  (performance over ${RUNS} runs: ${runs.map((r) => r.performance).join(', ')})` +
          (kept.accessibilityFailures.length ? `  failing: ${kept.accessibilityFailures.join(', ')}` : ''),
      );
      for (const category of ['performance', 'accessibility'] as const) {
        rows.push({
          name: `${target.name} (${target.path}) ${formFactor} ${category}`,
          value: kept[category],
          unit: 'Lighthouse score',
          target: `>= ${TARGETS[category]}`,
          pass: kept[category] >= TARGETS[category],
        });
      }
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await stop();
}

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
  chromium: execFileSync(CHROME_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim(),
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
};
console.log(
  `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.chromium}, Lighthouse ${machine.lighthouse}`,
);
// Only a run of every page stands for the app: a partial one leaves the results file as it was.
if (PAGES === ALL_PAGES) {
  writeResultsFile('web', {
    benchmark: 'web',
    date: new Date().toISOString(),
    machine,
    results: rows,
    pages,
  });
  console.log(
    `wrote bench/results/web.json (${rows.filter((r) => r.pass).length} of ${rows.length} figures on target)`,
  );
}
