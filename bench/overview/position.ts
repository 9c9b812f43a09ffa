/**
 * Overview benchmark: the company's position at a glance, `GET /api/overview/position`, over HTTP on
 * the loopback from a platform seeded as a new deployment (PGlite, full market history, the demo
 * ticker moving prices), for each demo company as one of its users would open it: Demo Company A as
 * the executive viewer, Demo Company B as its treasurer. The first opening after the platform
 * starts (no kept valuation is recent: the books valued and kept) and warm, the screen opened again
 * while the valuation it kept is recent (the kept valuation run again on its own inputs, its VaR, the
 * money turned into the company's currency, the late requests read), are held to the 500 ms;
 * every warm answer is checked to have come from the kept valuation. For information: `fresh=true`
 * (valued anew). Medians; writes bench/results/overview.json.
 */
import type { OverviewPosition } from '@cobertura/contracts';
import { signIn } from '../../apps/server/src/test/platform-process.ts';
import { listenSignedIn, openBenchPlatform } from '../bench-platform.ts';
import { median } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';

const WARM_RUNS = 21;
const FRESH_RUNS = 5;
/** The budget of an opening, the first after a start as much as a warm one. */
const TARGET_MS = 500;
/** Who opens each demo company's Overview. */
const OPENERS = [
  { username: 'viewer', company: 'Demo Company A' },
  { username: 'treasuryb', company: 'Demo Company B' },
] as const;

const { platform, close } = await openBenchPlatform('overview');
const rows: ResultRow[] = [];
const info = (name: string, value: number): ResultRow => ({
  name,
  value: Math.round(value),
  unit: 'ms',
  target: 'info',
  pass: true,
});
try {
  const { baseUrl } = await listenSignedIn(platform);
  for (const { username, company } of OPENERS) {
    const { access } = await signIn(baseUrl, username);
    const headers = { authorization: `Bearer ${access}` };
    const companies = (await (await fetch(`${baseUrl}/api/companies`, { headers })).json()) as {
      pk_idcompany: number;
      company_name: string;
    }[];
    const id = companies.find((c) => c.company_name === company)?.pk_idcompany;
    if (id === undefined) throw new Error(`${username} does not see ${company}`);
    let answer: OverviewPosition | undefined;
    const open = async (query = ''): Promise<number> => {
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/overview/position?company=${id}${query}`, { headers });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`position: ${response.status} ${body.slice(0, 300)}`);
      answer = JSON.parse(body) as OverviewPosition;
      return performance.now() - t0;
    };
    const first = await open();
    if (!answer?.valuations.every((v) => v.is_fresh))
      throw new Error('the first opening found a kept valuation: it is not the first');
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      warm.push(await open());
      if (answer?.valuations.some((v) => v.is_fresh))
        throw new Error('a warm opening valued the books again');
    }
    const fresh: number[] = [];
    for (let i = 0; i < FRESH_RUNS; i++) fresh.push(await open('&fresh=true'));
    const books = answer?.rows.length ?? 0;
    const label = `${platform.services.dbKind}: GET /api/overview/position, ${company} as ${username} (${books} books, ${answer?.currency}), over HTTP`;
    rows.push(
      msUnder(
        `${label}, warm: the kept valuation read again (median of ${WARM_RUNS})`,
        Math.round(median(warm) * 10) / 10,
        TARGET_MS,
      ),
      msUnder(
        `${label}, first opening after the start: the books valued and kept`,
        Math.round(first),
        TARGET_MS,
      ),
      info(`${label}, fresh=true: valued anew (median of ${FRESH_RUNS})`, median(fresh)),
    );
  }
} finally {
  await close();
}

recordRows('overview', rows, (name) => name.includes('GET /api/overview/position'));
