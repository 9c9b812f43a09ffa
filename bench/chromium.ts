/**
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) headless, the browser of the benchmarks
 * that measure the web app.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** No sandbox (the benchmarks run as root), no GPU, nothing fetched in the background. */
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Chromium launched headless through puppeteer-core. */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
}

/** A new 1920 × 1080 page of the app in English, signed in with `tokens` before any of its scripts runs. */
export async function signedInPage(
  browser: Browser,
  tokens: { access: string; refresh: string },
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1920, height: 1080 });
  await page.evaluateOnNewDocument(`(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('token', ${JSON.stringify(tokens.access)});
    localStorage.setItem('refresh', ${JSON.stringify(tokens.refresh)});
  })()`);
  return page;
}
