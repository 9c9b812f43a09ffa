import type { HedgingProgram } from '@cobertura/finance/hedging';
import type { Db } from '../db/client.ts';
import { budgetRates, commodities, hedgingPrograms, portfolios, users } from '../db/schema.ts';
import { atMarket, type DemoInstrument, type DemoLevels } from './demo-levels.ts';

/** Who set a demo company's programs: its treasurer where it has one, else staff. */
const SET_BY: Readonly<Record<string, string>> = { 'Demo Company A': 'treasury', 'Demo Company B': 'admin' };

/** An asset's program and its budget rate at the asset's fallback level. */
interface DemoProgram {
  program: HedgingProgram;
  budgetRate: number;
}

/**
 * A program and a budget rate for every asset of every demo portfolio: an importer protecting its
 * budget (Company A) and a producer layering its sales hedges (Company B). Budget rates are written
 * against the fallback levels (USDCOP 4,100: budget 4,150; Brent 78.4: budget 72.5; crude palm oil
 * 4,000 MYR/t: budget 4,050…) and seeded at the same ratio to the market's level of the seed day.
 */
export const DEMO_PROGRAMS: Readonly<Record<string, Readonly<Partial<Record<DemoInstrument, DemoProgram>>>>> =
  {
    'Imports Colombia': {
      USDCOP: {
        program: {
          objective: 'CASH FLOW',
          parameters: 'BUDGET',
          flow: { values: { percentage: 90, months: 12, percentagemonths: 50 } },
        },
        budgetRate: 4150,
      },
      EURUSD: {
        program: { objective: 'CASH FLOW', parameters: 'QUARTERLY', flow: { values: [80, 60, 40, 20] } },
        budgetRate: 1.09,
      },
    },
    'Fuel purchases': {
      BRENT: {
        program: {
          objective: 'CASH FLOW',
          parameters: 'MONTHLY',
          flow: { values: [100, 90, 80, 70, 60, 50, 50, 40, 40, 30, 30, 30] },
        },
        budgetRate: 72.5,
      },
      WTI: {
        program: {
          objective: 'CASH FLOW',
          parameters: 'CONSTANT',
          flow: { values: { percentage: 50, months: 6 } },
        },
        budgetRate: 68.75,
      },
    },
    'Imports Mexico': {
      USDMXN: {
        program: { objective: 'BALANCE', parameters: 'MATCH', flow: { values: {} } },
        budgetRate: 18.6,
      },
      EURUSD: {
        program: {
          objective: 'CASH FLOW',
          parameters: 'CONSTANT',
          flow: { values: { percentage: 60, months: 9 } },
        },
        budgetRate: 1.09,
      },
    },
    'Ringgit cash flows': {
      USDMYR: {
        program: { objective: 'BALANCE', parameters: 'MATCH', flow: { values: {} } },
        budgetRate: 4.45,
      },
    },
    'Palm oil sales': {
      USDMYR: {
        program: { objective: 'CASH FLOW', parameters: 'QUARTERLY', flow: { values: [75, 60, 45, 30] } },
        budgetRate: 4.35,
      },
      'CPO MAL MYR': {
        program: {
          objective: 'CASH FLOW',
          parameters: 'BUDGET',
          flow: { values: { percentage: 80, months: 9, percentagemonths: 40 } },
        },
        budgetRate: 4050,
      },
      'CPO MAL USD': {
        program: {
          objective: 'CASH FLOW',
          parameters: 'MONTHLY',
          flow: { values: [70, 70, 60, 60, 50, 50, 40, 40, 30] },
        },
        budgetRate: 930,
      },
      PKO: {
        program: {
          objective: 'CASH FLOW',
          parameters: 'CONSTANT',
          flow: { values: { percentage: 40, months: 6 } },
        },
        budgetRate: 1250,
      },
    },
  };

/**
 * Seeds the demo programs and budget rates, after the demo companies, portfolios and users; budgets
 * move with the market's `levels` ({@link atMarket}).
 */
export async function seedDemoPrograms(
  db: Db,
  now: Date,
  companyIds: Readonly<Record<string, number>>,
  levels: DemoLevels,
): Promise<void> {
  const [portfolioRows, commodityRows, userRows] = await Promise.all([
    db.select().from(portfolios),
    db.select({ id: commodities.id, name: commodities.name }).from(commodities),
    db.select({ id: users.id, username: users.username }).from(users),
  ]);
  const companyOf = new Map(Object.entries(companyIds).map(([name, id]) => [id, name]));
  for (const portfolio of portfolioRows) {
    const assets = DEMO_PROGRAMS[portfolio.name];
    if (!assets) continue;
    const setBy = SET_BY[companyOf.get(portfolio.companyId) ?? ''];
    const userId = userRows.find((u) => u.username === setBy)?.id;
    if (userId === undefined) throw new Error(`no demo user for ${portfolio.name}`);
    for (const [asset, { program, budgetRate }] of Object.entries(assets) as [
      DemoInstrument,
      DemoProgram,
    ][]) {
      const commodityId = commodityRows.find((c) => c.name === asset)?.id ?? null;
      const key = {
        portfolioId: portfolio.id,
        currencyPair: commodityId === null ? asset : null,
        commodityId,
        userId,
        createdAt: now,
      };
      await db.insert(hedgingPrograms).values({ ...key, ...program });
      await db.insert(budgetRates).values({ ...key, rate: String(atMarket(levels, asset, budgetRate)) });
    }
  }
}
