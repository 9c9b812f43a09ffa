import { addYears, utcDateOfInstant } from '@cobertura/finance/time';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { COMMODITIES, COUNTRIES, CURRENCIES, END_PRODUCTS, PAIRS, UNITS } from '../db/reference-data.ts';
import {
  catalogs,
  commodities,
  companies,
  countries,
  currencies,
  currencyPairs,
  endProducts,
  portfolios,
  strategies,
  units,
  userCompanies,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { CATALOG_TEXTS } from './catalog-texts.ts';
import { PAST_INSTRUMENTS, seedDemoBook } from './demo-book.ts';
import { seedDemoDesk } from './demo-desk.ts';
import { demoCloses, demoLevels } from './demo-levels.ts';
import { seedDemoPrograms } from './demo-programs.ts';
import { seedDemoRelations } from './demo-relations.ts';
import { seedDemoReports, seedReportTags } from './demo-reports.ts';
import { seedMarketData } from './market/seed-market.ts';
import { STRATEGIES } from './strategies.ts';

export const DEMO_PASSWORD = 'Cobertura#2026';

/** The demo sign-ins (README lists them). */
export const DEMO_USERS = [
  {
    username: 'admin',
    role: 1,
    isStaff: true,
    companies: ['A', 'B'],
    habeasData: true,
    first: 'Ana',
    last: 'Admin',
  },
  {
    username: 'treasury',
    role: 2,
    isStaff: false,
    companies: ['A'],
    habeasData: true,
    first: 'Tomás',
    last: 'Tesorero',
  },
  {
    username: 'treasuryb',
    role: 2,
    isStaff: false,
    companies: ['B'],
    habeasData: true,
    first: 'Bella',
    last: 'Bendahari',
  },
  {
    username: 'desk',
    role: 3,
    deskRole: 'trader',
    isStaff: false,
    companies: ['A', 'B'],
    habeasData: true,
    first: 'Diana',
    last: 'Desk',
  },
  {
    username: 'supervisor',
    role: 3,
    deskRole: 'supervisor',
    isStaff: false,
    companies: ['A', 'B'],
    habeasData: true,
    first: 'Sergio',
    last: 'Supervisor',
  },
  {
    username: 'viewer',
    role: 5,
    isStaff: false,
    companies: ['A'],
    habeasData: true,
    first: 'Victor',
    last: 'Viewer',
  },
  { username: 'newuser', role: 2, isStaff: false, companies: ['A'], habeasData: false, first: '', last: '' },
] as const;

const DEMO_COMPANIES = [
  {
    key: 'A',
    name: 'Demo Company A',
    initials: 'DCA',
    keeper: 'treasury',
    portfolios: [
      { name: 'Imports Colombia', pairs: ['USDCOP', 'EURUSD'], commodities: [] as string[], product: null },
      { name: 'Imports Mexico', pairs: ['USDMXN', 'EURUSD'], commodities: [] as string[], product: null },
      { name: 'Fuel purchases', pairs: [], commodities: ['BRENT', 'WTI'], product: 'Jet fuel' },
    ],
  },
  {
    key: 'B',
    name: 'Demo Company B',
    initials: 'DCB',
    keeper: 'admin',
    portfolios: [
      { name: 'Ringgit cash flows', pairs: ['USDMYR'], commodities: [] as string[], product: null },
      {
        name: 'Palm oil sales',
        pairs: ['USDMYR'],
        commodities: ['CPO MAL MYR', 'CPO MAL USD', 'PKO'],
        product: 'Cooking oil',
      },
    ],
  },
] as const;

/**
 * Seeds what an empty database needs: reference data always, demo companies and users when asked;
 * market prices on an empty price store, and the simulated series extended up to today at every
 * start (with demo data). The market goes first, so that the demo book is written at its levels of
 * the seed day; it needs nothing of the reference data. `now` is the platform's clock at start:
 * every timestamp the seed writes comes from it.
 */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; now: Date; marketHistoryFrom: string },
): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(countries);
  const seeded = (existing?.n ?? 0) === 0;
  await seedMarketData(db, { demo: options.demo, now: options.now, historyFrom: options.marketHistoryFrom });
  if (seeded) {
    await db.transaction(async (tx) => {
      await seedReference(tx as unknown as Db);
      if (options.demo) await seedDemo(tx as unknown as Db, options.now);
    });
  }
  return { seeded };
}

async function seedReference(db: Db): Promise<void> {
  const countryRows = await db.insert(countries).values(COUNTRIES).returning();
  const countryId = (iso: string) => countryRows.find((c) => c.iso === iso)?.id ?? null;
  const currencyRows = await db
    .insert(currencies)
    .values(CURRENCIES.map((c) => ({ code: c.code, name: c.name, countryId: countryId(c.country) })))
    .returning();
  const currencyId = (code: string) => {
    const row = currencyRows.find((c) => c.code === code);
    if (!row) throw new Error(`unknown currency ${code}`);
    return row.id;
  };
  await db.insert(currencyPairs).values(
    PAIRS.map((name) => ({
      name,
      leftId: currencyId(name.slice(0, 3)),
      rightId: currencyId(name.slice(3)),
    })),
  );
  const unitRows = await db
    .insert(units)
    .values(UNITS.map((name) => ({ name })))
    .returning();
  const unitId = (name: string) => {
    const row = unitRows.find((u) => u.name === name);
    if (!row) throw new Error(`unknown unit ${name}`);
    return row.id;
  };
  const productRows = await db
    .insert(endProducts)
    .values(
      END_PRODUCTS.map((p) => ({ name: p.name, currencyId: currencyId(p.currency), unitId: unitId(p.unit) })),
    )
    .returning();
  await db.insert(commodities).values(
    COMMODITIES.map((c) => ({
      name: c.name,
      currencyId: currencyId(c.currency),
      isCents: c.cents,
      quotation: c.quotation,
      unitId: unitId(c.unit),
      contractSize: c.size,
      endProductId: productRows.find((p) => p.name === c.product)?.id ?? null,
    })),
  );
  await db.insert(strategies).values(
    (['currency', 'commodity'] as const).flatMap((asset) =>
      STRATEGIES.map((s, i) => ({
        asset,
        name: s.name,
        nameId: i + 1,
        legs: s.legs,
        firstSecondStrikeEqual: s.firstSecondStrikeEqual,
        riskProfileBuyer: s.buyer,
        riskProfileSeller: s.seller,
      })),
    ),
  );
  for (const [description, text] of Object.entries(CATALOG_TEXTS)) {
    for (const lang of ['en', 'es'] as const) {
      await db.insert(catalogs).values({ description, lang, json: { [text.key]: [text[lang]] } });
    }
  }
  await seedReportTags(db);
}

async function seedDemo(db: Db, now: Date): Promise<void> {
  const today = utcDateOfInstant(now.getTime());
  const levels = await demoLevels(db, today);
  // The settled part of the book reads the last two years' closes of the pair it settles in.
  const pastCloses = new Map(
    await Promise.all(
      PAST_INSTRUMENTS.map(
        async (instrument) =>
          [instrument, await demoCloses(db, instrument, addYears(today, -2), today)] as const,
      ),
    ),
  );
  const commodityRows = await db.select().from(commodities);
  const productRows = await db.select().from(endProducts);
  const companyIds: Record<string, number> = {};
  const portfolioIds = new Map<string, number>();
  for (const company of DEMO_COMPANIES) {
    const [row] = await db
      .insert(companies)
      .values({ name: company.name, initials: company.initials, createdAt: now })
      .returning();
    if (!row) throw new Error('company insert returned nothing');
    companyIds[company.key] = row.id;
    const inserted = await db
      .insert(portfolios)
      .values(
        company.portfolios.map((p) => ({
          companyId: row.id,
          name: p.name,
          currencyPairs: [...p.pairs],
          commodityIds: p.commodities.map((name) => commodityRows.find((c) => c.name === name)?.id ?? 0),
          endProductId: productRows.find((e) => e.name === p.product)?.id ?? null,
          createdAt: now,
        })),
      )
      .returning({ id: portfolios.id, name: portfolios.name });
    for (const p of inserted) portfolioIds.set(p.name, p.id);
  }
  const userIds = new Map<string, number>();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    const [user] = await db
      .insert(users)
      .values({
        username: demo.username,
        email: `${demo.username}@demo.example`,
        passwordHash,
        firstName: demo.first,
        lastName: demo.last,
        habeasData: demo.habeasData,
        isActive: true,
        emailVerified: true,
        isStaff: demo.isStaff,
        platformRole: demo.role,
        passwordChangedAt: now,
        dateJoined: now,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    userIds.set(demo.username, user.id);
    await db
      .insert(userCompanies)
      .values(demo.companies.map((key) => ({ userId: user.id, companyId: companyIds[key] ?? 0 })));
  }
  const keeper = (key: 'A' | 'B') =>
    userIds.get(DEMO_COMPANIES.find((c) => c.key === key)?.keeper ?? '') ?? 0;
  await seedDemoBook(db, {
    now,
    companyId: { A: companyIds.A ?? 0, B: companyIds.B ?? 0 },
    keeperId: { A: keeper('A'), B: keeper('B') },
    portfolioId: (name) => required(portfolioIds.get(name), `portfolio ${name}`),
    commodityId: (name) => required(commodityRows.find((c) => c.name === name)?.id, `commodity ${name}`),
    levels,
    pastClose: (instrument, day) => pastCloses.get(instrument)?.findLast((row) => row.day <= day)?.close,
  });
  await seedDemoPrograms(
    db,
    now,
    Object.fromEntries(DEMO_COMPANIES.map((company) => [company.name, companyIds[company.key] ?? 0])),
    levels,
  );
  await seedDemoRelations(db, now);
  await seedDemoDesk(db, {
    now,
    companyId: { A: companyIds.A ?? 0, B: companyIds.B ?? 0 },
    members: DEMO_USERS.flatMap((demo) =>
      'deskRole' in demo
        ? [{ userId: required(userIds.get(demo.username), demo.username), deskRole: demo.deskRole }]
        : [],
    ),
    requests: {
      treasurerId: {
        A: required(userIds.get('treasury'), 'user treasury'),
        B: required(userIds.get('treasuryb'), 'user treasuryb'),
      },
      portfolioId: (name) => required(portfolioIds.get(name), `portfolio ${name}`),
      levels,
    },
  });
  await seedDemoReports(db, {
    now,
    today,
    authorId: required(userIds.get('admin'), 'user admin'),
    companyId: companyIds.A ?? 0,
  });
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo seed has no ${what}`);
  return value;
}
