import type { Page } from '@playwright/test';

/** What a page reported going wrong: console errors and warnings, uncaught errors, answers of 400 or more. */
export interface PageTrouble {
  errors: string[];
  failedRequests: string[];
}

/**
 * Starts collecting what goes wrong on a page (a hydration mismatch, an uncaught error, a failure
 * logged, a call refused or failed): a clean console and no failed request on every screen.
 */
export function watchTrouble(page: Page): PageTrouble {
  const trouble: PageTrouble = { errors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') trouble.errors.push(message.text());
  });
  page.on('pageerror', (error) => trouble.errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      trouble.failedRequests.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return trouble;
}
