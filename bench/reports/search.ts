/**
 * Reports benchmark: the public list with a search over 10,000 reports, served by
 * `GET /api/reports?search=` over HTTP on the loopback from a started platform (PGlite by default),
 * as a browser reads it: until the last byte. The reports are written straight into the database
 * (each with a body of about 2,000 characters, dated over the past four years, a tenth of them
 * mentioning Brent); the searches alternate between a word found in some, a word found in none, an
 * author's name and a date, signed in as a treasurer, three reports to a page.
 * Writes bench/results/reports.json.
 */
import { sql } from 'drizzle-orm';
import { listenSignedIn, openBenchPlatform } from '../bench-platform.ts';
import { median } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';

const REPORTS = 10_000;
const RUNS = 41;
const TARGET_MS = 50;
const SEARCHES = ['brent', 'no such word anywhere', 'ana admin', '2026-01-01', 'carry'];

const PARAGRAPH =
  'The peso trades on oil, the carry and fiscal news; importers paying dollars over the next six months weigh layered forwards against collars, with the forward points set by the rate gap. ';

const { platform, close } = await openBenchPlatform('reports', {
  DEMO_TICKER_MS: '0',
});
const rows: ResultRow[] = [];
try {
  const body = PARAGRAPH.repeat(10);
  // Straight into the table: the benchmark measures the list, not 10,000 saves.
  await platform.services.db.execute(sql`
    insert into reports (title, img, summary, body, state, author_id, company_id, publication_date,
      search_text, created_at, updated_at)
    select 'Research note ' || i || case when i % 10 = 0 then ' on Brent' else ' on USDCOP' end,
      '/report-default.svg', 'Summary of note ' || i, ${`<p>${body}</p>`},
      case when i % 5 = 0 then 'PRIVATE' else 'PUBLIC' end,
      (select id from users where username = 'admin'), (select min(id) from companies),
      current_date - (i % 1460),
      lower('Research note ' || i || case when i % 10 = 0 then ' on Brent' else ' on USDCOP' end || ' Summary of note ' || i || ' ' || ${body}),
      now(), now()
    from generate_series(1, ${REPORTS}) as i`);
  await platform.services.db.execute(sql`analyze reports`);

  const { baseUrl, access } = await listenSignedIn(platform);
  let total = 0;
  const call = async (search: string): Promise<number> => {
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/api/reports?search=${encodeURIComponent(search)}&page_size=3`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const text = await response.text();
    const ms = performance.now() - t0;
    if (response.status !== 200) throw new Error(`reports: ${response.status} ${text.slice(0, 200)}`);
    if (search === 'carry') total = (JSON.parse(text) as { total: number }).total;
    return ms;
  };
  for (const search of SEARCHES) await call(search); // the first calls compile the code paths: not figures.
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await call(SEARCHES[i % SEARCHES.length] ?? ''));
  if (total < REPORTS) throw new Error(`a search for 'carry' found ${total} of ${REPORTS} reports`);
  const value = Math.round(median(times) * 10) / 10;
  rows.push(
    msUnder(
      `${platform.services.dbKind}: GET /api/reports?search= over ${REPORTS} reports (words, an author, a date), 3 to a page, over HTTP (median of ${RUNS})`,
      value,
      TARGET_MS,
    ),
  );
} finally {
  await close();
}

recordRows('reports', rows, (name) => /GET \/api\/reports\?search=/.test(name));
