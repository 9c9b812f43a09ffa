/**
 * What every data measure runs against: a platform on a fresh database (PGlite, or PostgreSQL), a
 * signed-in treasurer of Company A, and a way to call the API in process.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Platform } from '../../apps/server/src/platform.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/seed.ts';
import { openBenchPlatform } from '../bench-platform.ts';
import type { ResultRow } from '../result-row.ts';

export interface BookBench {
  database: 'pglite' | 'postgres';
  platform: Platform;
  /** The platform listening on a loopback port, for measures that read what a browser would. */
  baseUrl: string;
  token: string;
  companyId: number;
  userId: number;
  portfolioId: number;
  call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** One measure of the data benchmark: named, run on each database in turn, reporting its figures. */
export interface DataMeasure {
  name: string;
  run(bench: BookBench): Promise<ResultRow[]>;
}

export async function openBookBench(database: BookBench['database'], databaseUrl?: string) {
  const { platform, close } = await openBenchPlatform(
    'data',
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  );
  const inject = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
    platform.app.inject({
      method,
      url,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const login = await inject('POST', '/api/auth/login', { username: 'treasury', password: DEMO_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`sign-in: ${login.statusCode} ${login.body}`);
  const { access } = login.json() as { access: string };
  const call: BookBench['call'] = (method, url, body) => inject(method, url, body, access);
  const user = (await call('GET', '/api/user')).json() as { pk_idusers: number };
  const companies = await call('GET', '/api/companies');
  if (companies.statusCode !== 200) throw new Error(`companies: ${companies.statusCode} ${companies.body}`);
  const [company] = companies.json() as {
    pk_idcompany: number;
    portfolios: { pk_idportfolio: number; fk_currency: string[] }[];
  }[];
  const portfolio = company?.portfolios.find((p) => p.fk_currency.includes('USDCOP'));
  if (!company || !portfolio) throw new Error('the demo seed has no Company A portfolio with USDCOP');
  const baseUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const bench: BookBench = {
    database,
    platform,
    baseUrl,
    token: access,
    companyId: company.pk_idcompany,
    userId: user.pk_idusers,
    portfolioId: portfolio.pk_idportfolio,
    call,
  };
  return { bench, close };
}

/** A new USDCOP exposure of a portfolio as the book's API takes it: a forecast payment of `notional` USD. */
export function usdPayment(portfolioId: number, notional: number, date: string) {
  return {
    pk: 'pending',
    fk_idportafolio: portfolioId,
    fk_idcurrency: 'USDCOP',
    fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
    notional,
    fk_idcountry_currency: 'USD',
    planned_expiration_date: date,
  };
}

/** A new currency exposure of the benchmark's portfolio, the i-th of a series. */
export function benchExposure(portfolioId: number, i: number) {
  const month = String((i % 12) + 1).padStart(2, '0');
  return {
    ...usdPayment(
      portfolioId,
      100_000 + (i % 1000) * 250.25,
      `${2030 + (Math.floor(i / 12) % 5)}-${month}-15`,
    ),
    custom_id: `BENCH-${i}`,
    provider: 'Siemens AG',
    comments: 'Benchmark row',
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
