import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/seed.ts';
import { E2E_BASE_URL, E2E_MAIL_DIR } from '../e2e-env.ts';

export { DEMO_PASSWORD };

/** Signs in through the API, as the seeds allow, and returns the token pair. */
export async function apiSignIn(
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${E2E_BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access: string; refresh: string };
}

export async function api(path: string, options: { token?: string; method?: string; body?: unknown } = {}) {
  const response = await fetch(`${E2E_BASE_URL}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, json: response.status === 204 ? null : await response.json() };
}

/** The company holding the signed-in user's portfolio named `portfolio`, and that portfolio, by their ids. */
export async function portfolioNamed(
  access: string,
  portfolio: string,
): Promise<{ companyId: number; portfolioId: number }> {
  const companies = (await api('/api/companies', { token: access })).json as {
    pk_idcompany: number;
    portfolios: { pk_idportfolio: number; portfolio_name: string }[];
  }[];
  for (const company of companies) {
    const found = company.portfolios.find((p) => p.portfolio_name === portfolio);
    if (found) return { companyId: company.pk_idcompany, portfolioId: found.pk_idportfolio };
  }
  throw new Error(`no portfolio named ${portfolio}`);
}

/**
 * Opens the app already signed in as a demo user, in `lang`: the tokens and the language are placed
 * where the app keeps them before its first script runs, once per tab (a later sign-out stays
 * signed out).
 */
export async function openSignedIn(
  page: Page,
  username: string,
  path = '/home',
  lang: 'en' | 'es' = 'en',
): Promise<void> {
  const pair = await apiSignIn(username);
  await page.addInitScript(
    ({ tokens, lang }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('lang', lang);
      localStorage.setItem('token', tokens.access);
      localStorage.setItem('access', tokens.access);
      localStorage.setItem('refresh', tokens.refresh);
    },
    { tokens: pair, lang },
  );
  await page.goto(path);
}

/**
 * As {@link openSignedIn}, in Spanish and the dark colour scheme, chosen where Mantine keeps it
 * (`apps/web/src/app/theme.ts`) before the app's first script runs.
 */
export async function openSpanishDark(page: Page, username: string, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cobertura-color-scheme', 'dark'));
  await openSignedIn(page, username, path, 'es');
}

/** Opens an analytics screen (`path`) as treasury and waits for it to show `asset`, its first underlying. */
export async function openAnalyticsScreen(page: Page, path: string, asset: string): Promise<void> {
  await openSignedIn(page, 'treasury', path);
  await expect(page.getByTestId('analytics-underlying')).toHaveValue(asset);
}

/** The text of the newest mail to `to` whose body matches, waiting for it to arrive over SMTP. */
export async function waitForMail(to: string, match: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const texts = readdirSync(E2E_MAIL_DIR)
      .sort()
      .reverse()
      .map(
        (file) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as { to: string[]; raw: string },
      )
      .filter((mail) => mail.to.includes(to))
      .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const found = texts.find((text) => match.test(text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${match}`);
}
