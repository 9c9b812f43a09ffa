import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';

let platform: TestPlatform;
let token: string;
let userId: number;
beforeAll(async () => {
  platform = await startTestPlatform({ BODY_LIMIT_BYTES: '4096' });
  token = (await platform.signIn('treasury')).access;
  userId = (await platform.request('GET', '/api/user', { token })).json().pk_idusers;
});
afterAll(() => platform.close());

const expectError = (
  response: { statusCode: number; json(): { error: { code: string } }; body: string },
  status: number,
  code: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json().error.code).toBe(code);
  expect(response.body).not.toMatch(/at .*\.ts:\d+|stack|SELECT|select .* from/i);
};

describe('bad input gets the documented 4xx JSON error, and writes nothing', () => {
  it('malformed JSON, empty body, wrong content type, oversized body', async () => {
    expectError(
      await platform.request('POST', '/api/auth/login', { raw: '{"username": "treasury",' }),
      400,
      'BAD_REQUEST',
    );
    expectError(await platform.request('POST', '/api/auth/login', { raw: '' }), 400, 'BAD_REQUEST');
    expectError(
      await platform.request('POST', '/api/auth/login', {
        raw: 'username=x',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await platform.request('POST', '/api/demo-requests', {
        body: { name: 'x'.repeat(5000), lastName: 'y', company: 'z', email: 'a@b.example' },
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectError(
      await platform.request('POST', '/api/auth/login', { raw: '{"__proto__": {"x": 1}}' }),
      400,
      'BAD_REQUEST',
    );
  });

  it('wrong types, missing fields, NaN and Infinity', async () => {
    const wrong = await platform.request('POST', '/api/auth/login', {
      body: { username: 42, password: ['x'] },
    });
    expectError(wrong, 400, 'VALIDATION_FAILED');
    expect(Object.keys(wrong.json().error.fields).sort()).toEqual(['password', 'username']);
    expectError(await platform.request('POST', '/api/auth/login', { body: {} }), 400, 'VALIDATION_FAILED');
    expectError(await platform.request('POST', '/api/auth/login', { body: [] }), 400, 'VALIDATION_FAILED');
    expectError(
      await platform.request('POST', '/api/user/update', { token, raw: `{"pk_idusers": 1e999}` }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await platform.request('GET', '/api/companies?user=NaN', { token }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await platform.request('GET', '/api/companies/Infinity', { token }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await platform.request('GET', '/api/companies/1.5', { token }), 400, 'VALIDATION_FAILED');
  });

  it('NUL characters and broken Unicode are refused before any write', async () => {
    const nul = await platform.request('POST', '/api/user/update', {
      token,
      body: { pk_idusers: userId, first_name: 'Ana\u0000Maria' },
    });
    expectError(nul, 400, 'BAD_REQUEST');
    const broken = await platform.request('POST', '/api/user/update', {
      token,
      raw: `{"pk_idusers": ${userId}, "first_name": "Ana\\ud800", "city": "Cali"}`,
    });
    expectError(broken, 400, 'BAD_REQUEST');
    const [row] = await platform.services.db.select().from(users).where(sql`${users.id} = ${userId}`);
    expect(row?.firstName).toBe('Tomás');
    expect((row?.profile as { city?: string } | undefined)?.city ?? '').toBe('');
  });

  it('unknown ids and unknown API paths answer 404 JSON; app paths fall back to the app', async () => {
    expectError(await platform.request('GET', '/api/companies/424242', { token }), 404, 'NOT_FOUND');
    expectError(await platform.request('GET', '/api/no-such-thing', { token }), 404, 'NOT_FOUND');
    expectError(
      await platform.request('POST', '/api/admin/users/999999/activate', {
        token: (await platform.signIn('admin')).access,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('a batch is all or none: a failing profile update changes nothing', async () => {
    const response = await platform.request('POST', '/api/user/update', {
      token,
      body: { pk_idusers: userId, first_name: 'Changed', email: 'admin@demo.example' },
    });
    expectError(response, 400, 'VALIDATION_FAILED');
    const me = (await platform.request('GET', '/api/user', { token })).json();
    expect(me.first_name).toBe('Tomás');
  });

  it('an unexpected failure answers a plain 500 without stack or SQL', async () => {
    await platform.services.db.execute(sql`alter table countries rename to countries_away`);
    try {
      const response = await platform.request('GET', '/api/countries', { token });
      expectError(response, 500, 'INTERNAL');
      expect(response.body).not.toContain('countries');
    } finally {
      await platform.services.db.execute(sql`alter table countries_away rename to countries`);
    }
  });
});

describe('dates', () => {
  it('a date column comes back as YYYY-MM-DD whatever the process time zone', async () => {
    const previous = process.env.TZ;
    for (const tz of ['Pacific/Kiritimati', 'America/Bogota', 'UTC']) {
      process.env.TZ = tz;
      const result = await platform.services.db.execute(sql`select date '2026-03-01' as d`);
      expect(rowsOf<{ d: unknown }>(result)[0]?.d).toBe('2026-03-01');
    }
    process.env.TZ = previous;
  });
});
