import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client.ts';
import { startTestPlatform, type TestPlatform } from './test/platform-harness.ts';

// A clock a quarter of a century away from any real day: a timestamp written from the system or
// the database clock cannot fall inside the window the platform's clock covered.
const CLOCK_START = Date.parse('2001-03-15T09:30:00Z');
const HOUR_MS = 3_600_000;
// Expiry times lie ahead of the clock by their lifetime: the longest, a hedge request's execution
// window of one calendar month (31 days at most).
const LONGEST_LIFETIME_MS = 31 * 24 * HOUR_MS;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: CLOCK_START });
});
afterAll(() => platform.close());

describe('every stored timestamp comes from the injected clock', () => {
  it('seed, registration, sign-in, refresh, sign-out, reset code, mail, demo request and audit', async () => {
    const register = await platform.request('POST', '/api/account/', {
      body: {
        username: 'ines.r',
        email: 'ines@exportadora.example',
        password: 'Panela&Cafe-2001',
        password_confirmation: 'Panela&Cafe-2001',
        terms_condition: true,
      },
    });
    expect(register.statusCode).toBe(201);
    platform.clock.advance(HOUR_MS);
    const { refresh } = await platform.signIn('treasury');
    const refreshed = await platform.request('POST', '/api/auth/refresh', { body: { refresh } });
    expect(refreshed.statusCode).toBe(200);
    const reset = await platform.request('POST', '/api/user/resetpassword', {
      body: { email: 'treasury@demo.example' },
    });
    expect(reset.statusCode).toBe(200);
    const demo = await platform.request('POST', '/api/demo-requests', {
      body: { name: 'Inés', lastName: 'Ruiz', company: 'Exportadora', email: 'ines@exportadora.example' },
    });
    expect(demo.statusCode).toBe(201);
    const logout = await platform.request('POST', '/api/auth/logout', {
      token: refreshed.json().access,
    });
    expect(logout.statusCode).toBeLessThan(300);

    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await platform.services.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type like 'timestamp%'`),
    );
    expect(columns.length).toBeGreaterThan(10);
    const outside: string[] = [];
    let written = 0;
    for (const { table_name, column_name } of columns) {
      const values = rowsOf<{ at: Date | string }>(
        await platform.services.db.execute(
          sql`select ${sql.identifier(column_name)} as at from ${sql.identifier(table_name)}
              where ${sql.identifier(column_name)} is not null`,
        ),
      );
      for (const { at } of values) {
        written += 1;
        const ms = new Date(at).getTime();
        if (ms < CLOCK_START || ms > platform.clock.now().getTime() + LONGEST_LIFETIME_MS)
          outside.push(`${table_name}.${column_name}`);
      }
    }
    expect(written).toBeGreaterThan(20);
    expect([...new Set(outside)]).toEqual([]);
  });
});
