import {
  type ExecutionWindow,
  type OptimizerSide,
  pairUnits,
  type TenorBucket,
  type TStrategyChoice,
} from '@cobertura/contracts';
import {
  addMonths,
  adjustDate,
  calendarOfPair,
  type IsoDate,
  utcDateOfInstant,
} from '@cobertura/finance/time';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  counterparties,
  creditLines,
  deskLimits,
  deskMembers,
  hedgeRequestEvents,
  hedgeRequests,
  strategies,
} from '../db/schema.ts';
import { windowEnds } from '../modules/desk/request-timing.ts';
import type { DemoLevels } from './demo-levels.ts';

/** A demo bank: simulated ones quote by themselves around fair value with their spread. */
interface DemoBank {
  code: string;
  name: string;
  spreadBps: number | null;
  /** Credit line per tenor bucket, in USD. */
  lines: Record<TenorBucket, number>;
}

/**
 * The banks each demo company deals with: two that quote by themselves (simulated, and labelled so)
 * and one whose prices the trader types, as a bank calling back by phone would give them.
 */
const DEMO_BANKS: Record<'A' | 'B', DemoBank[]> = {
  A: [
    {
      code: 'ANDINO',
      name: 'Banco Andino',
      spreadBps: 12,
      lines: { '0-3M': 20e6, '3-6M': 15e6, '6-12M': 10e6, '1Y+': 5e6 },
    },
    {
      code: 'NORTE',
      name: 'Norte Capital Bank',
      spreadBps: 18,
      lines: { '0-3M': 10e6, '3-6M': 8e6, '6-12M': 5e6, '1Y+': 2e6 },
    },
    {
      code: 'MERIDIAN',
      name: 'Meridian Trust',
      spreadBps: null,
      lines: { '0-3M': 5e6, '3-6M': 5e6, '6-12M': 3e6, '1Y+': 0 },
    },
  ],
  B: [
    {
      code: 'STRAITS',
      name: 'Straits Commerce Bank',
      spreadBps: 15,
      lines: { '0-3M': 15e6, '3-6M': 10e6, '6-12M': 8e6, '1Y+': 3e6 },
    },
    {
      code: 'MELAKA',
      name: 'Melaka Investment Bank',
      spreadBps: 22,
      lines: { '0-3M': 8e6, '3-6M': 6e6, '6-12M': 4e6, '1Y+': 1e6 },
    },
    {
      code: 'MERIDIAN',
      name: 'Meridian Trust',
      spreadBps: null,
      lines: { '0-3M': 5e6, '3-6M': 4e6, '6-12M': 2e6, '1Y+': 0 },
    },
  ],
};

/** Each client's four-eyes limits: an execution above either waits for a supervisor. */
const DEMO_LIMITS: Record<'A' | 'B', { requestLimit: number; marginThresholdBps: number }> = {
  A: { requestLimit: 5e6, marginThresholdBps: 25 },
  B: { requestLimit: 3e6, marginThresholdBps: 30 },
};

/** What the demo requests are written with: who asks, where, and the market's levels. */
export interface DemoRequestContext {
  /** Each company's treasurer (`treasury`, `treasuryb`). */
  treasurerId: Record<'A' | 'B', number>;
  portfolioId: (name: string) => number;
  levels: DemoLevels;
}

/**
 * The desk serving both demo companies: its members' parts, the clients' banks and limits, and
 * a few requests their treasurers have submitted, so that the Hedge screen and the blotter show work.
 */
export async function seedDemoDesk(
  db: Db,
  options: {
    now: Date;
    companyId: Record<'A' | 'B', number>;
    members: { userId: number; deskRole: 'trader' | 'supervisor' }[];
    requests?: DemoRequestContext;
  },
): Promise<void> {
  if (options.members.length) await db.insert(deskMembers).values(options.members);
  for (const key of ['A', 'B'] as const) {
    const companyId = options.companyId[key];
    await db.insert(deskLimits).values({ companyId, ...DEMO_LIMITS[key] });
    for (const bank of DEMO_BANKS[key]) {
      const [row] = await db
        .insert(counterparties)
        .values({
          companyId,
          name: bank.name,
          code: bank.code,
          simulated: bank.spreadBps !== null,
          spreadBps: bank.spreadBps,
          createdAt: options.now,
        })
        .returning({ id: counterparties.id });
      if (!row) throw new Error('counterparty insert returned nothing');
      await db
        .insert(creditLines)
        .values(
          Object.entries(bank.lines).map(([tenor, amount]) => ({ counterpartyId: row.id, tenor, amount })),
        );
    }
  }
  if (options.requests) await seedDemoRequests(db, options.now, options.companyId, options.requests);
}

/** A demo request as its treasurer wrote it. */
interface DemoRequest {
  company: 'A' | 'B';
  portfolio: string;
  pair: 'USDCOP' | 'USDMXN' | 'USDMYR';
  side: OptimizerSide;
  strategy: 'FORWARD' | 'COLLAR';
  /** A collar's strikes around the market's level, as fractions of it (the bought option's first). */
  strikes: number[];
  /** Months from today and amounts (USD). */
  settlements: { months: number; amount: number }[];
  window: ExecutionWindow;
  note: string;
}

const DEMO_REQUESTS: DemoRequest[] = [
  {
    company: 'A',
    portfolio: 'Imports Colombia',
    pair: 'USDCOP',
    side: 'buyer',
    strategy: 'FORWARD',
    strikes: [],
    settlements: [
      { months: 1, amount: 150_000 },
      { months: 2, amount: 300_000 },
    ],
    window: 'WEEK',
    note: 'Supplier payments of the next two months.',
  },
  {
    company: 'A',
    portfolio: 'Imports Mexico',
    pair: 'USDMXN',
    side: 'buyer',
    strategy: 'COLLAR',
    // A bought call 4 % above the market, paid for by a put sold 4 % below.
    strikes: [1.04, 0.96],
    settlements: [{ months: 2, amount: 250_000 }],
    window: '2 WEEKS',
    note: 'Protection for the May order, keeping part of a fall.',
  },
  {
    company: 'B',
    portfolio: 'Ringgit cash flows',
    pair: 'USDMYR',
    side: 'seller',
    strategy: 'FORWARD',
    strikes: [],
    settlements: [
      { months: 1, amount: 450_000 },
      { months: 4, amount: 300_000 },
    ],
    window: 'MONTH',
    note: 'Rotterdam Oils receipts: the next invoice and a forecast one.',
  },
];

/**
 * The demo requests: submitted by the companies' treasurers, good till cancelled, at the seed's
 * clock, on business days of their pairs one to four months on, at the market's levels, and
 * mostly within what the demo programs still require (the Ringgit forecast one goes beyond).
 * Plain rows: the checks a submission runs value the book on the market, which the seed does not,
 * so they carry none.
 */
async function seedDemoRequests(
  db: Db,
  now: Date,
  companyId: Record<'A' | 'B', number>,
  context: DemoRequestContext,
): Promise<void> {
  const today = utcDateOfInstant(now.getTime());
  for (const demo of DEMO_REQUESTS) {
    const [strategy] = await db
      .select({ id: strategies.id })
      .from(strategies)
      .where(and(eq(strategies.asset, 'currency'), eq(strategies.name, demo.strategy)));
    if (!strategy) throw new Error(`the demo seed has no strategy ${demo.strategy}`);
    const level = context.levels[demo.pair];
    const choice: TStrategyChoice = {
      pk_idstrategy: strategy.id,
      strikes: demo.strikes.map((share) => Number((level * share).toPrecision(4))),
      barriers: [],
      percentage: 100,
      fixings: 21,
    };
    const calendar = calendarOfPair(demo.pair);
    const settlements = demo.settlements.map((s) => ({
      date: adjustDate(calendar, addMonths(today, s.months) as IsoDate, 'FOLLOWING'),
      amount: s.amount,
    }));
    // Written and sent at the seed's clock: every stored time is the platform clock's.
    const createdAt = now;
    const submittedAt = now;
    const treasurer = context.treasurerId[demo.company];
    const [row] = await db
      .insert(hedgeRequests)
      .values({
        companyId: companyId[demo.company],
        portfolioId: context.portfolioId(demo.portfolio),
        asset: demo.pair,
        area: 'currency',
        side: demo.side,
        settlements,
        units: pairUnits(demo.pair),
        strategy: choice,
        strategyName: demo.strategy,
        quoteBasis: demo.strategy === 'FORWARD' ? 'rate' : 'premium',
        amount: settlements.reduce((total, s) => total + s.amount, 0),
        window: demo.window,
        validity: 'gtc',
        windowEnds: windowEnds(submittedAt, demo.window),
        note: demo.note,
        origin: 'plan',
        state: 'submitted',
        createdBy: treasurer,
        createdAt,
        submittedAt,
        updatedAt: submittedAt,
        version: 2,
      })
      .returning({ id: hedgeRequests.id });
    if (!row) throw new Error('hedge request insert returned nothing');
    await db.insert(hedgeRequestEvents).values([
      { requestId: row.id, at: createdAt, userId: treasurer, state: 'draft', action: 'created' },
      {
        requestId: row.id,
        at: submittedAt,
        userId: treasurer,
        state: 'submitted',
        action: 'submitted',
        detail: 'A demo request: written by the seed, without the checks a submission runs.',
      },
    ]);
  }
}
