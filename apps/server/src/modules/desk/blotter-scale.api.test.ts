import { pairUnits, type ZBlotter } from '@cobertura/contracts';
import { addDays, type IsoDate } from '@cobertura/finance/time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hedgeRequests, portfolios, strategies, users } from '../../db/schema.ts';
import { useTestPlatform } from '../../test/platform-suite.ts';

/** A Tuesday, noon UTC: the market's today is the same day. */
const TODAY = '2026-03-10';
/** The desk's busy day (issue 26): this many open requests on the blotter. */
const OPEN_REQUESTS = 10_000;
/** Of which structures quoted by their premium, each priced by the strategy pricing port. */
const STRUCTURES = 200;
/**
 * The blotter's budget for them once the structures' fair values are kept, generous for a shared
 * 2-core machine. Measured (10,003 rows, 200 structures): PGlite 1.5 s the first time, 1.05 s after;
 * PostgreSQL 1.6 s, then 0.8 s — most of it reading the rows; the market figures take 0.15 s.
 */
const BUDGET_MS = 10_000;
const ASSETS = [
  { portfolio: 'Imports Colombia', asset: 'USDCOP' },
  { portfolio: 'Imports Colombia', asset: 'EURUSD' },
  { portfolio: 'Imports Mexico', asset: 'USDMXN' },
];

const suite = useTestPlatform({ today: TODAY, users: ['desk', 'admin'], portfoliosAs: 'admin' });

async function seedOpenRequests(): Promise<void> {
  const { db } = suite.platform.services;
  const now = suite.platform.clock.now();
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'treasury'));
  const catalogue = await db.select().from(strategies).where(eq(strategies.asset, 'currency'));
  const forward = catalogue.find((s) => s.name === 'FORWARD')!;
  const collar = catalogue.find((s) => s.name === 'COLLAR')!;
  const companyOf = new Map(
    (await db.select({ id: portfolios.id, companyId: portfolios.companyId }).from(portfolios)).map((p) => [
      p.id,
      p.companyId,
    ]),
  );
  const rows = Array.from({ length: OPEN_REQUESTS }, (_, i) => {
    const { portfolio, asset } = ASSETS[i % ASSETS.length]!;
    const portfolioId = suite.portfolio[portfolio]!;
    // Value dates spread over the year: a different schedule for most requests.
    const settlements = [0, 1, 2].map((m) => ({
      date: addDays(TODAY as IsoDate, 5 + (i % 300) + 30 * m),
      amount: 100_000 + i,
    }));
    const isStructure = i < STRUCTURES;
    const spot = asset === 'EURUSD' ? 1.08 : asset === 'USDMXN' ? 17 : 4_000;
    return {
      companyId: companyOf.get(portfolioId)!,
      portfolioId,
      asset,
      area: 'currency',
      side: i % 2 ? 'seller' : 'buyer',
      settlements,
      units: pairUnits(asset),
      strategy: {
        pk_idstrategy: isStructure ? collar.id : forward.id,
        strikes: isStructure ? [spot * 1.05, spot * 0.95] : [null],
        barriers: [],
        percentage: 100,
        fixings: 21,
      },
      strategyName: isStructure ? 'COLLAR' : 'FORWARD',
      quoteBasis: isStructure ? 'premium' : 'rate',
      amount: settlements.reduce((sum, s) => sum + s.amount, 0),
      window: 'WEEK',
      validity: 'gtc',
      windowEnds: new Date(now.getTime() + 7 * 86_400_000),
      origin: 'typed',
      state: i % 3 ? 'submitted' : 'quoting',
      createdBy: creator!.id,
      createdAt: now,
      submittedAt: now,
      updatedAt: now,
    };
  });
  for (let i = 0; i < rows.length; i += 1_000)
    await db.insert(hedgeRequests).values(rows.slice(i, i + 1_000));
}

describe('desk: the blotter at scale', () => {
  it(`serves ${OPEN_REQUESTS.toLocaleString('en')} open requests with their market figures`, async () => {
    await seedOpenRequests();
    const read = async () => {
      const started = performance.now();
      const response = await suite.platform.request('GET', '/api/desk/blotter?open=true', {
        token: suite.tokens.desk,
      });
      expect(response.statusCode).toBe(200);
      return { ms: performance.now() - started, blotter: response.json() as z.infer<typeof ZBlotter> };
    };
    const first = await read();
    const second = await read();
    const { rows } = second.blotter;
    expect(rows.length).toBeGreaterThanOrEqual(OPEN_REQUESTS);
    expect(rows.every((r) => r.mid !== null && r.fair_value !== null)).toBe(true);
    // Forwards read their asset's forward: near the mid; structures their fair premium, well below it.
    const forward = rows.find((r) => r.quote_basis === 'rate' && r.asset === 'USDCOP')!;
    expect(Math.abs(forward.fair_value! / forward.mid! - 1)).toBeLessThan(0.1);
    const structure = rows.find((r) => r.quote_basis === 'premium' && r.asset === 'USDCOP')!;
    expect(Math.abs(structure.fair_value!)).toBeLessThan(0.1 * structure.mid!);
    console.info(
      `blotter of ${rows.length} open requests (${STRUCTURES} structures): first ${Math.round(first.ms)} ms, then ${Math.round(second.ms)} ms`,
    );
    expect(second.ms).toBeLessThan(BUDGET_MS);
  }, 120_000);
});
