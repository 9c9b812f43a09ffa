import { asc, eq } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, portfolios } from '../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';
import { inCallerCompanies, inCallerPortfolios } from './scope.queries.ts';

const dialect = new PgDialect();
const rendered = (companyIds: number[], column: AnyPgColumn = companies.id) =>
  dialect.sqlToQuery(inCallerCompanies(column, { companyIds }));

describe('inCallerCompanies', () => {
  it("is the caller's company ids as an SQL condition on the given column", () => {
    expect(rendered([1, 2])).toMatchObject({ sql: '"companies"."id" in ($1, $2)', params: [1, 2] });
    expect(rendered([3], portfolios.companyId).sql).toBe('"portfolios"."company_id" in ($1)');
  });

  it('matches nothing for a caller without companies', () => {
    expect(rendered([])).toMatchObject({ sql: 'false', params: [] });
  });
});

describe('inCallerPortfolios, on the seeded demo companies', () => {
  let platform: TestPlatform;
  let owner: Map<number, number>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    const rows = await platform.services.db.select().from(portfolios);
    owner = new Map(rows.map((p) => [p.id, p.companyId]));
  });
  afterAll(() => platform.close());

  const visible = async (companyIds: number[], only?: number[]) =>
    (
      await platform.services.db
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(inCallerPortfolios(portfolios.id, { companyIds }, only))
        .orderBy(asc(portfolios.id))
    ).map((p) => p.id);

  it("reads the portfolios of the caller's companies and no others", async () => {
    const [a] = await platform.services.db.select().from(companies).where(eq(companies.initials, 'DCA'));
    const ids = await visible([a!.id]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => owner.get(id) === a!.id)).toBe(true);
    expect(ids).toEqual(
      [...owner]
        .filter(([, c]) => c === a!.id)
        .map(([id]) => id)
        .sort((x, y) => x - y),
    );
  });

  it('narrows to the asked portfolios, and an id of another company matches nothing', async () => {
    const [mine, theirs] = [...owner].sort(([, c1], [, c2]) => c1 - c2);
    const companyIds = [mine![1]];
    expect(await visible(companyIds, [mine![0]])).toEqual([mine![0]]);
    if (theirs![1] !== mine![1]) expect(await visible(companyIds, [theirs![0]])).toEqual([]);
    expect(await visible(companyIds, [])).toEqual([]);
    expect(await visible([])).toEqual([]);
  });
});
