import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../server-files.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

/** Plain SQL on an empty database: embedded PGlite, or a scratch one on PostgreSQL (TEST_DB_MODE). */
interface Sql {
  run(statement: string): Promise<void>;
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Sql> {
  const adminUrl = process.env.TEST_DB_MODE === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'cobertura_migration');
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    return {
      run: async (statement) => void (await client.query(statement)),
      rows: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
      close: async () => {
        await client.end();
        await scratch.drop();
      },
    };
  }
  const client = await PGlite.create();
  return {
    run: async (statement) => void (await client.exec(statement)),
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/** A value for a required column the test does not care about, by its type. */
function filler(type: string): unknown {
  if (type === 'ARRAY') return '{}';
  if (type.startsWith('timestamp')) return '2026-11-01T00:00:00Z';
  if (type === 'date') return '2027-01-01';
  if (type === 'boolean') return false;
  if (type === 'jsonb') return '{}';
  if (type === 'text') return 'x';
  return 1;
}

let db: Sql;

/** Inserts a row, filling the required columns not given; answers its id. */
async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  const required = await db.rows<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_nullable = 'NO' and column_default is null`,
    [table],
  );
  const row = { ...Object.fromEntries(required.map((c) => [c.column_name, filler(c.data_type)])), ...values };
  const names = Object.keys(row);
  const [inserted] = await db.rows<{ id: number }>(
    `insert into "${table}" (${names.map((n) => `"${n}"`).join(', ')})
     values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return inserted?.id ?? 0;
}

const MIGRATIONS = readMigrationFiles({ migrationsFolder: serverPath('drizzle') });
const BOOK_CODES = MIGRATIONS.findIndex((m) =>
  m.sql.some((s) => s.includes('CREATE TABLE "book_code_sequences"')),
);
const migrate = async (from: number, to: number) => {
  for (const migration of MIGRATIONS.slice(from, to))
    for (const statement of migration.sql) await db.run(statement);
};

beforeAll(async () => {
  db = await emptyDatabase();
  await migrate(0, BOOK_CODES);
});
afterAll(() => db.close());

describe('the migration that gives book rows their codes', () => {
  it("keeps each row's initials and id, adds the kind where another kind has them, and starts the sequence past them", async () => {
    const usd = await insert('currencies', { code: 'USD' });
    const cop = await insert('currencies', { code: 'COP' });
    await insert('currency_pairs', { name: 'USDCOP', left_id: usd, right_id: cop });
    const unit = await insert('units', { name: 'bbl' });
    const brent = await insert('commodities', { name: 'BRENT', currency_id: usd, unit_id: unit });
    const companyId = await insert('companies', { name: 'Old Co', initials: 'OLD' });
    const userId = await insert('users', { username: 'keeper', email: 'keeper@example.com' });
    const portfolioId = await insert('portfolios', { company_id: companyId });
    const owner = { company_id: companyId, created_by: userId, updated_by: userId };
    const currency = { ...owner, fk_idportafolio: portfolioId, fk_idcurrency: 'USDCOP' };
    const commodity = { ...owner, fk_idcommodity: brent };
    // One id in three tables, as separate sequences per table gave them.
    await insert('currency_exposures', { ...currency, id: 1 });
    await insert('currency_hedges', { ...currency, id: 1 });
    await insert('currency_hedges', { ...currency, id: 3 });
    await insert('commodity_exposures', { ...commodity, fk_idportfolio: portfolioId, id: 1 });
    await insert('commodity_hedges', { ...commodity, fk_idportafolio: portfolioId, id: 2 });
    await insert('book_changes', {
      entity: 'currency_exposure',
      row_id: 7,
      company_id: companyId,
      user_id: userId,
      action: 'deleted',
      before: '{"notional": "5"}',
    });

    await migrate(BOOK_CODES, BOOK_CODES + 1);

    const codes = await db.rows<{ kind: string; id: number; code: string }>(`
      select 'currency exposure' as kind, id, code from currency_exposures
      union all select 'currency hedge', id, code from currency_hedges
      union all select 'commodity exposure', id, code from commodity_exposures
      union all select 'commodity hedge', id, code from commodity_hedges
      order by 1, 2`);
    expect(codes).toEqual([
      { kind: 'commodity exposure', id: 1, code: 'OLD1-CMX' },
      { kind: 'commodity hedge', id: 2, code: 'OLD2' },
      { kind: 'currency exposure', id: 1, code: 'OLD1' },
      { kind: 'currency hedge', id: 1, code: 'OLD1-FXH' },
      { kind: 'currency hedge', id: 3, code: 'OLD3' },
    ]);
    expect(await db.rows('select company_id, last from book_code_sequences')).toEqual([
      { company_id: companyId, last: 3 },
    ]);
    const [deleted] = await db.rows<{ code: string }>(`select before->>'code' as code from book_changes`);
    expect(deleted?.code).toBe('OLD7');
    await expect(insert('currency_exposures', { ...currency, code: 'OLD1' })).rejects.toThrow(/unique/);
  });
});
