import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the script has hydrated a prerendered element: until then a click on it does nothing
 * (the page is drawn before its script runs). React attaches its fiber to each element it hydrates.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}
