import type { StrategyLeg } from '@cobertura/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { commodities, optimizerRuns, strategies } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** Catalogue strategies of an asset class by id, with their legs. */
export async function selectStrategiesById(
  services: Services,
  asset: 'currency' | 'commodity',
  ids: readonly number[],
) {
  const rows = await services.db
    .select()
    .from(strategies)
    .where(and(eq(strategies.asset, asset), inArray(strategies.id, [...ids])));
  return rows.map((row) => ({ ...row, legs: row.legs as StrategyLeg[] }));
}

/** A commodity's quotation (USD/bbl), by name; undefined for an unknown commodity. */
export async function selectCommodityQuotation(services: Services, name: string) {
  const [row] = await services.db
    .select({ quotation: commodities.quotation })
    .from(commodities)
    .where(eq(commodities.name, name));
  return row?.quotation;
}

/** Keeps a run: its request and the reply it answered. */
export async function insertRun(
  services: Services,
  run: {
    id: string;
    userId: number;
    area: 'currency' | 'commodity';
    asset: string;
    request: unknown;
    reply: unknown;
    ranAt: Date;
  },
) {
  await services.db.insert(optimizerRuns).values(run);
}

/** The caller's runs, newest first, at most `limit`: their request and when they ran. */
export function selectRuns(services: Services, userId: number, limit: number) {
  return services.db
    .select({
      id: optimizerRuns.id,
      request: optimizerRuns.request,
      asset: optimizerRuns.asset,
      ranAt: optimizerRuns.ranAt,
    })
    .from(optimizerRuns)
    .where(eq(optimizerRuns.userId, userId))
    .orderBy(desc(optimizerRuns.ranAt), desc(optimizerRuns.id))
    .limit(limit);
}

/** One of the caller's runs' reply; undefined for another user's or an unknown id. */
export async function selectRunReply(services: Services, userId: number, id: string) {
  const [row] = await services.db
    .select({ reply: optimizerRuns.reply })
    .from(optimizerRuns)
    .where(and(eq(optimizerRuns.userId, userId), eq(optimizerRuns.id, id)));
  return row?.reply;
}
