import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

export { expect };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Where Mantine keeps the colour scheme (`apps/web/src/app/theme.ts`). */
const COLOR_SCHEME_KEY = 'cobertura-color-scheme';
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** The impacts that fail a test; "moderate" and "minor" are reported by Lighthouse, not gated here. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is shown, in the light and then the dark scheme, and fails on any
 * serious or critical violation. The scheme is switched the way a second tab would switch it (the
 * `storage` event Mantine listens to), so what the test opened — a dialog, a form's errors, a tab —
 * stays as it is; the user's own choice is put back afterwards.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY);
  const problems: string[] = [];
  for (const scheme of SCHEMES) {
    await showScheme(page, scheme);
    problems.push(...(await seriousViolations(page)).map((v) => describe(v, scheme)));
  }
  await showScheme(page, stored === 'dark' ? 'dark' : 'light');
  if (stored === null) await page.evaluate((key) => localStorage.removeItem(key), COLOR_SCHEME_KEY);
  markChecked(page);
  expect(problems, `axe-core on ${page.url()}`).toEqual([]);
}

async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluate(
    ({ key, scheme }) => {
      localStorage.setItem(key, scheme);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: scheme, storageArea: localStorage }));
    },
    { key: COLOR_SCHEME_KEY, scheme },
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  // Colours that fade (transitions, a modal's entrance) are measured once they have settled; endless
  // animations (the landing page's product demo) are left running.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function seriousViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

function describe(violation: Result, scheme: Scheme): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
  return [`[${scheme}] ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n');
}

// --- coverage: every page a test shows is checked -------------------------------------------------

/** The address the page shows and whether it has been checked since it got there. */
const shown = new WeakMap<Page, { address: string; isChecked: boolean }>();

function addressOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

function markChecked(page: Page): void {
  shown.set(page, { address: addressOf(page.url()), isChecked: true });
}

function expectCheckedBeforeLeaving(page: Page): void {
  const state = shown.get(page);
  if (!state || state.isChecked) return;
  throw new Error(
    `${state.address} was shown but never checked for accessibility: call expectAccessible(page) there`,
  );
}

/**
 * Playwright's `test` with a `page` that keeps count: a test fails if it leaves a page it opened or
 * reached (by `page.goto` or at its end) without having called `expectAccessible` on it. Pages the app
 * only passes through (a redirect) are never left by the test and need no check.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
      const address = addressOf(frame.url());
      if (shown.get(page)?.address !== address) shown.set(page, { address, isChecked: false });
    });
    const goto = page.goto.bind(page);
    page.goto = (url, options) => {
      expectCheckedBeforeLeaving(page);
      return goto(url, options);
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) expectCheckedBeforeLeaving(page);
  },
});
