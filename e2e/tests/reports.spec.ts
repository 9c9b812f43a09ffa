import { writeFileSync } from 'node:fs';
import { REPORT_SEARCH_COUNTRIES } from '@cobertura/contracts';
import { expect, test } from '@playwright/test';
import { HOLIDAY_REPORT_TITLE } from '../../apps/server/src/seed/demo-reports.ts';
import {
  addDays,
  adjustDate,
  calendarOfCountry,
  type IsoDate,
  joinCalendars,
  latestHolidayBefore,
  utcDateOfInstant,
} from '../../packages/finance/src/time/index.ts';
import { ReportsPage } from '../pages/reports-page.ts';
import { api, apiSignIn, openSignedIn, openSpanishDark } from '../support/api.ts';
import { XSS_VECTORS } from '../support/xss-vectors.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = `Week ahead for USDCOP ${Date.now()}`;
const NO_IMAGE_TITLE = `Palm oil short note ${Date.now()}`;
/** The business days a date search reads: Colombia's, the United States' and Mexico's together. */
const SEARCH_CALENDAR = joinCalendars(REPORT_SEARCH_COUNTRIES.map((country) => calendarOfCountry(country)));

/** A day as the list names it in English: its weekday, then the cards' 'MMM DD, YY'. */
function dayName(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })} ${part({ month: 'short' })} ${day.slice(8)}, ${day.slice(2, 4)}`;
}

/** The latest Saturday before `day`. */
function saturdayBefore(day: IsoDate): IsoDate {
  let saturday = addDays(day, -1);
  while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, -1);
  return saturday;
}

test('staff post a report with an image and one without; a treasurer finds it as they type, reads it in the app and likes it; a visitor finds it by a holiday and is told which day a Saturday shows', async ({
  page,
  browser,
}, testInfo) => {
  const image = testInfo.outputPath('chart.png');
  writeFileSync(image, PNG);
  await openSignedIn(page, 'admin', '/CreateReport');
  const editor = new ReportsPage(page);
  await editor.writeReport({
    title: TITLE,
    summary: 'Oil, carry and the levels to watch.',
    image,
    state: 'Public',
    tag: 'Currencies › LatAm › USDCOP',
  });
  await expect(page.getByTestId('chosen-tag')).toHaveText(['Currencies', 'LatAm', 'USDCOP']);
  await editor.post();
  await page.waitForURL('**/AdminReport');
  await expect(editor.card(TITLE)).toBeVisible();
  // The form's "empty: the default image" holds for a post too.
  await page.goto('/CreateReport');
  await editor.writeReport({ title: NO_IMAGE_TITLE, summary: 'Stocks and the ringgit.', state: 'Public' });
  await editor.post();
  await page.waitForURL('**/AdminReport');
  await expect(editor.card(NO_IMAGE_TITLE).locator('img').first()).toHaveAttribute(
    'src',
    '/report-default.svg',
  );

  const reader = await browser.newPage();
  await openSignedIn(reader, 'treasury', '/reports');
  const list = new ReportsPage(reader);
  // The newest report heads the list until the typed words leave it out: no Enter needed.
  await expect(list.card(NO_IMAGE_TITLE)).toBeVisible();
  await list.search(TITLE);
  await expect(list.card(NO_IMAGE_TITLE)).toHaveCount(0);
  const card = list.card(TITLE);
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/api\/report_images\//);
  await card.getByRole('button', { name: 'Like' }).click();
  await expect(card.getByTestId('report-likes')).toHaveText('1 like');
  await card.getByRole('link', { name: 'View report' }).click();
  await expect(reader).toHaveTitle(/View Report/);
  await expect(reader.getByTestId('report-body').locator('table')).toBeVisible();
  // Read in the app's frame, with its navigation, and with the image uploaded for it.
  await expect(reader.getByTestId('main-nav')).toBeVisible();
  await expect(reader.getByTestId('report-image')).toHaveAttribute('src', /^\/api\/report_images\//);
  await reader.getByRole('link', { name: 'Back to all entries' }).click();
  await expect(reader).toHaveURL(/\/reports$/);
  await reader.close();

  const visitor = await browser.newPage();
  await visitor.goto('/blog');
  const blog = new ReportsPage(visitor);
  // The posted report is public to anyone; the demo's USDCOP note is dated on the business day
  // after the latest holiday of Colombia, the United States or Mexico, and that holiday finds it.
  await blog.search(TITLE);
  await expect(blog.card(TITLE)).toBeVisible();
  await expect(blog.card(TITLE).getByRole('button', { name: 'Like' })).toHaveCount(0);
  const holiday = latestHolidayBefore(SEARCH_CALENDAR, utcDateOfInstant(Date.now()));
  expect(holiday).toBeDefined();
  testInfo.annotations.push({ type: 'holiday searched', description: String(holiday) });
  // Other reports may share that business day: one page holds them all.
  await visitor.getByLabel('Reports per page').fill('20');
  await blog.search(String(holiday));
  await expect(blog.card(HOLIDAY_REPORT_TITLE)).toBeVisible();
  // A Saturday finds the next business day's reports, as the spec says, and the list says so.
  const saturday = saturdayBefore(utcDateOfInstant(Date.now()));
  await blog.search(saturday);
  const notice = visitor.getByTestId('report-search-day');
  await expect(notice).toContainText(`${dayName(saturday)} is not a business day`);
  await expect(notice).toContainText(
    `showing the reports of ${dayName(adjustDate(SEARCH_CALENDAR, saturday, 'FOLLOWING'))}`,
  );
  await visitor.close();
});

test('screenshots: the blog, the admin list and the editor in English light', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog');
  await expect(new ReportsPage(page).cards().first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('blog-en-light.png'), fullPage: true });
  await openSignedIn(page, 'admin', '/AdminReport');
  await expect(new ReportsPage(page).cards().first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-en-light.png'), fullPage: true });
  await page.goto('/CreateReport');
  await expect(page.getByTestId('report-editor')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor-en-light.png'), fullPage: true });
});

test('screenshots: the blog, the admin list and the editor in Spanish dark', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSpanishDark(page, 'admin', '/AdminReport');
  await expect(page.getByRole('button', { name: 'Borradores' })).toBeVisible();
  await expect(new ReportsPage(page).cards().first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-es-dark.png'), fullPage: true });
  await page.goto('/CreateReport');
  await expect(page.getByRole('button', { name: 'GUARDAR Y PUBLICAR' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor-es-dark.png'), fullPage: true });
  await page.goto('/blog');
  await expect(new ReportsPage(page).cards().first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('blog-es-dark.png'), fullPage: true });
});

test(`none of ${XSS_VECTORS.length} XSS vectors saved in a report runs when it is read`, async ({ page }) => {
  test.setTimeout(600_000);
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
  const { access } = await apiSignIn('admin');
  const ids: number[] = [];
  for (const [i, vector] of XSS_VECTORS.entries()) {
    const saved = await api('/api/reports', {
      token: access,
      method: 'POST',
      body: {
        title: `XSS vector ${i}`,
        summary: 'Sanitiser check',
        text: `<p>before</p>${vector}<p>after</p>`,
        draft: true,
      },
    });
    // A body whose image is not an upload stored on the platform is refused whole, naming the body:
    // nothing of it is stored to run.
    if (saved.status === 400) {
      expect(Object.keys(saved.json.error.fields), vector).toEqual(['text']);
      continue;
    }
    expect(saved.status, vector).toBe(201);
    ids.push(saved.json.pk_id_report);
  }
  // Anything that runs calls alert() or sets window.__xss; both are watched from before the app loads.
  await page.addInitScript(() => {
    const w = window as unknown as { __xss?: number; __fired: string[] };
    w.__fired = [];
    for (const name of ['alert', 'confirm', 'prompt'] as const)
      window[name] = ((...args: unknown[]) => {
        w.__fired.push(`${name}(${args.join(',')})`);
      }) as never;
  });
  await openSignedIn(page, 'admin', '/home');
  for (const [i, id] of ids.entries()) {
    await page.goto(`/report/xss-vector-${i}_${id}`);
    const body = page.getByTestId('report-body');
    // Some vectors swallow what follows them (an unclosed <title>); the text before is always there.
    await expect(body).toContainText('before');
    await body.hover();
    await page.keyboard.press('Tab');
    await page.waitForTimeout(50);
    const fired = await page.evaluate(() => {
      const w = window as unknown as { __xss?: number; __fired: string[] };
      const handlers = Array.from(document.querySelectorAll('[data-testid="report-body"] *')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on/i.test(a.name) || /javascript:|data:/i.test(a.value))
          .map((a) => a.name),
      );
      return { xss: w.__xss ?? 0, calls: w.__fired, handlers };
    });
    expect(fired, XSS_VECTORS[i]).toEqual({ xss: 0, calls: [], handlers: [] });
  }
});
