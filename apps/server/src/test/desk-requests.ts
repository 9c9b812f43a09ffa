import { type FigureUnits, pairUnits, type TStrategyChoice } from '@cobertura/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { portfolios, strategies, users } from '../db/schema.ts';
import { insertRequest, insertRequestEvent } from '../modules/desk/hedge-requests.queries.ts';
import type { Services } from '../services.ts';
import type { PlatformSuite } from './platform-suite.ts';

/** Where a request is written: a test platform, or a database opened while its platform is stopped. */
export interface RequestTarget {
  services: Pick<Services, 'db'>;
  clock: { now(): Date };
}

/** The terms of a request the desk tests start from. */
export interface DeskTestRequest {
  portfolioId: number;
  asset: string;
  side: 'buyer' | 'seller';
  settlements: { date: string; amount: number }[];
  /** A strategy of the asset class's catalogue by name (FORWARD by default). */
  strategy?: string;
  strikes?: (number | null)[];
  limitRate?: number | null;
  /** A commodity's figures' units (a pair's are its own). */
  units?: FigureUnits;
  unit?: string | null;
  /** Who asked for it: a treasury user's username. */
  createdBy?: string;
  window?: 'WEEK' | '2 WEEKS' | 'MONTH';
}

const DAY_MS = 86_400_000;

/**
 * A submitted hedge request written straight through the desk's queries (as the treasurer's submit
 * leaves it: state submitted, its 'created' and 'submitted' steps), for tests of the desk's side.
 * A strategy made of forwards only is quoted by its rate, any other by its premium.
 */
export async function insertSubmittedRequest(target: RequestTarget, terms: DeskTestRequest): Promise<number> {
  const services = target.services as Services;
  const { db } = services;
  const now = target.clock.now();
  const area = /^[A-Z]{6}$/.test(terms.asset) ? 'currency' : 'commodity';
  const [portfolio] = await db
    .select({ companyId: portfolios.companyId })
    .from(portfolios)
    .where(eq(portfolios.id, terms.portfolioId));
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, terms.createdBy ?? 'treasury'));
  const catalogue = (await db.select().from(strategies).where(eq(strategies.asset, area))).find(
    (s) => s.name === (terms.strategy ?? 'FORWARD'),
  );
  if (!portfolio || !creator || !catalogue) throw new Error('no such portfolio, user or strategy');
  const legs = catalogue.legs as { derivative: string }[];
  const strategy: TStrategyChoice = {
    pk_idstrategy: catalogue.id,
    strikes: terms.strikes ?? legs.map(() => null),
    barriers: [],
    percentage: 100,
    fixings: 21,
  };
  const side = terms.side;
  const id = await insertRequest(services, {
    companyId: portfolio.companyId,
    portfolioId: terms.portfolioId,
    asset: terms.asset,
    area,
    side,
    settlements: terms.settlements,
    unit: terms.unit ?? null,
    units: terms.units ?? pairUnits(terms.asset),
    strategy,
    strategyName:
      side === 'buyer'
        ? catalogue.name
        : catalogue.name.replace(/\b(CALL|PUT)\b/g, (w) => (w === 'CALL' ? 'PUT' : 'CALL')),
    quoteBasis: legs.every((leg) => leg.derivative === 'FORWARD') ? 'rate' : 'premium',
    amount: terms.settlements.reduce((sum, s) => sum + s.amount, 0),
    filled: 0,
    limitRate: terms.limitRate ?? null,
    window: terms.window ?? 'WEEK',
    validity: 'gtc',
    validUntil: null,
    expiresAt: null,
    windowEnds: new Date(now.getTime() + 7 * DAY_MS),
    origin: 'typed',
    state: 'submitted',
    createdBy: creator.id,
    createdAt: now,
    submittedAt: now,
    updatedAt: now,
  });
  for (const [state, action] of [
    ['draft', 'created'],
    ['submitted', 'submitted'],
  ] as const)
    await insertRequestEvent(services, { requestId: id, at: now, userId: creator.id, state, action });
  return id;
}

/** A desk test file's calls: any answer, and one that must be 200 (as the desk's trader by default). */
export function deskCalls(suite: PlatformSuite) {
  const call = (method: string, url: string, token: string, body?: unknown) =>
    suite.platform.request(method, url, { token, ...(body === undefined ? {} : { body }) });
  const ok = async <T>(
    method: string,
    url: string,
    token = suite.tokens.desk,
    body?: unknown,
  ): Promise<T> => {
    const response = await call(method, url, token!, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  return { call, ok };
}
