import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies, portfolios } from '../db/schema.ts';
import { inCallerCompanies } from './scope.ts';

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
