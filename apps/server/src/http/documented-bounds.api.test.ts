import { randomUUID } from 'node:crypto';
import { ROLE_SCREENS, type Screen, type Strategy } from '@cobertura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';
import { vanillaCall } from '../test/pricing-cases.ts';

/**
 * Every documented bound of every operation of the API reference, sent: each parameter and body
 * field (nested ones too) with a minimum, maximum, exclusive bound, length, item count or enum is
 * set to each of its bounds (and, for an exclusive bound, to the nearest value inside it) in an
 * otherwise valid request, by a user whose role may call the operation. No answer may be a 5xx, and
 * a 4xx must be the API's error body. The reference is read from the running server, so a new
 * operation or bound is walked without touching this test, and the walk must reach every operation.
 */

/** A Tuesday, noon UTC: the market's today is the same day. */
const TODAY = '2026-03-10';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  format?: string;
  pattern?: string;
  nullable?: boolean;
}
interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: Schema;
}
interface Operation {
  'x-access': string | { screen: Screen | Screen[] };
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };
type Json = unknown;
type Path = (string | number)[];

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
const branches = (schema: Schema) => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A string the schema's format or pattern takes (or its field's name: an email, a password), of
 * `length` characters where it says none.
 */
function text(schema: Schema, length?: number, key = ''): string {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'date' || pattern.includes('\\d{4}-') || pattern.includes('-02-29')) return TODAY;
  if (schema.format === 'date-time') return `${TODAY}T12:00:00.000Z`;
  if (schema.format === 'uuid' || pattern.includes('[0-9a-fA-F]{8}')) return randomUUID();
  if (pattern === '^\\d{4}-\\d{2}$') return '2026-06';
  if (/\[A-Z]\{3}|\[A-Za-z]\{3}/.test(pattern)) return 'USD';
  const size = length ?? Math.max(1, schema.minLength ?? 1);
  if (schema.format === 'email' || key === 'email')
    return `${'a'.repeat(Math.max(1, size - 12))}@example.com`;
  if (key.startsWith('password'))
    return `Zq7!Harbour-Lantern${'q'.repeat(Math.max(0, size - 19))}`.slice(0, Math.max(size, 8));
  return 'a'.repeat(size);
}

/** A small valid value of the schema: its required fields only, each bound's gentlest value. */
function sample(schema: Schema, key?: string): Json {
  if (schema.default !== undefined) return clone(schema.default);
  if (schema.enum) return schema.enum[0];
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (options.length > 0) return sample(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part)));
  switch (schema.type) {
    case 'string':
      return text(schema, undefined, key);
    case 'number':
    case 'integer': {
      const low = schema.minimum ?? Number.NEGATIVE_INFINITY;
      const high = schema.maximum ?? Number.POSITIVE_INFINITY;
      if (low < 1 && high >= 1) return 1;
      return Number.isFinite(low) ? low + (schema.exclusiveMinimum ? 1 : 0) : high;
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) => varied(sample(schema.items ?? {}), i));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((field) => [field, sample(schema.properties?.[field] ?? {}, field)]),
      );
    default:
      return null;
  }
}

/**
 * The i-th copy of an array's item: its dates `i` days later (within a year), so that lists whose
 * dates must rise do, up to the longest such list (120 settlements), and long lists stay near today.
 */
function varied(item: Json, i: number): Json {
  if (i === 0) return item;
  if (isDate(item)) return shiftDate(item, i % 366);
  if (Array.isArray(item)) return item.map((inner) => varied(inner, i));
  if (item !== null && typeof item === 'object') {
    return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, varied(value, i)]));
  }
  return item;
}

/** One bound to send: where in the input, the value, and a name for a failure. */
interface Bound {
  path: Path;
  /** The schema of each container along the path, to build a missing one. */
  containers: Schema[];
  value: (base: Json) => Json;
  label: string;
}

/** Every documented bound under `schema`, the value at `path` in the base input being `base`. */
function* boundsOf(schema: Schema, path: Path, containers: Schema[], base: Json): Generator<Bound> {
  const at = (value: (existing: Json) => Json, label: string): Bound => ({
    path,
    containers,
    value,
    label: `${path.join('.') || '(body)'} ${label}`,
  });
  for (const option of branches(schema)) yield* boundsOf(option, path, containers, base);
  for (const value of schema.enum ?? []) yield at(() => value, `= ${JSON.stringify(value)}`);
  if (schema.type === 'number' || schema.type === 'integer') {
    const step = (n: number) => (schema.type === 'integer' ? 1 : Math.max(Math.abs(n), 1) * 1e-9);
    if (schema.minimum !== undefined) {
      const min = schema.minimum;
      yield at(() => min, `= minimum ${min}`);
      if (schema.exclusiveMinimum) yield at(() => min + step(min), `just above ${min}`);
    }
    if (schema.maximum !== undefined) {
      const max = schema.maximum;
      yield at(() => max, `= maximum ${max}`);
      if (schema.exclusiveMaximum) yield at(() => max - step(max), `just below ${max}`);
    }
  }
  if (schema.type === 'string') {
    for (const [name, length] of [
      ['minLength', schema.minLength],
      ['maxLength', schema.maxLength],
    ] as const) {
      const key = String(path.at(-1) ?? '');
      if (length !== undefined) {
        yield at(() => text(schema, length, key).padEnd(length, 'a').slice(0, length), `${name} ${length}`);
      }
    }
  }
  if (schema.type === 'array') {
    const item = schema.items ?? {};
    const first = Array.isArray(base) && base.length > 0 ? base[0] : sample(item);
    // A list without a documented minimum may be empty.
    for (const [name, count] of [
      ['minItems', schema.minItems ?? 0],
      ['maxItems', schema.maxItems],
    ] as const) {
      if (count !== undefined) {
        yield at(() => Array.from({ length: count }, (_, i) => varied(clone(first), i)), `${name} ${count}`);
      }
    }
    yield* boundsOf(item, [...path, 0], [...containers, schema], first);
  }
  if (schema.type === 'object' || schema.properties) {
    const fields = (base ?? {}) as Record<string, Json>;
    for (const [key, field] of Object.entries(schema.properties ?? {})) {
      yield* boundsOf(field, [...path, key], [...containers, schema], fields[key]);
    }
    if (typeof schema.additionalProperties === 'object') {
      const key = Object.keys(fields)[0] ?? 'USDCOP';
      yield* boundsOf(schema.additionalProperties, [...path, key], [...containers, schema], fields[key]);
    }
  }
}

/** The base input with the bound's value set at its path, building the containers it lacks. */
function withBound(base: Json, bound: Bound): Json {
  if (bound.path.length === 0) return bound.value(base);
  const root = clone(base) ?? sample(bound.containers[0]!);
  let node = root as Record<string | number, Json>;
  bound.path.forEach((key, depth) => {
    if (depth === bound.path.length - 1) {
      node[key] = bound.value(node[key]);
      return;
    }
    const existing = node[key];
    if (existing === undefined || existing === null || typeof existing !== 'object') {
      // A missing container is built; a single value where a list is documented becomes its first item.
      const inner = bound.containers[depth + 1]!;
      node[key] = inner.type === 'array' ? [existing ?? sample(inner.items ?? {})] : sample(inner);
    }
    node = node[key] as Record<string | number, Json>;
  });
  return root;
}

const USERS = ['treasury', 'viewer', 'desk', 'admin', 'newuser'] as const;
type User = (typeof USERS)[number];
const ROLE_OF: Record<User, number> = { treasury: 2, viewer: 5, desk: 3, admin: 1, newuser: 2 };

/** Who calls an operation: no one for a public one, the account still giving consent for a session one, else a role it opens. */
function callerOf(access: Operation['x-access']): User | null {
  if (access === 'public') return null;
  if (access === 'session') return 'newuser';
  if (access === 'member') return 'treasury';
  if (access === 'staff') return 'admin';
  const { screen } = access as { screen: Screen | Screen[] };
  const screens = typeof screen === 'string' ? [screen] : screen;
  return USERS.find((user) => screens.some((screen) => ROLE_SCREENS[ROLE_OF[user]]?.includes(screen)))!;
}

let platform: TestPlatform;
const tokens = {} as Record<User, string>;
let document: Document;
/** Per operation ('POST /api/…'), its documented example: base path, query and body values. */
let examples: Record<string, { path?: Record<string, Json>; query?: Record<string, Json>; body?: Json }>;

beforeAll(async () => {
  platform = await startTestPlatform(
    // Limits high enough that every bound reaches its route, not the per-IP or per-account limit.
    {
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ACCOUNT_FAILURE_LIMIT: '100000',
      REFRESH_RATE_LIMIT_PER_MINUTE: '100000',
      // A year of prices: enough for the back-test's example (a year of starts) and the advanced one.
      MARKET_HISTORY_FROM: '2025-01-01',
    },
    { clockStart: Date.parse(`${TODAY}T12:00:00Z`) },
  );
  for (const user of USERS) tokens[user] = (await platform.signIn(user)).access;
  document = (await platform.request('GET', '/api/docs/openapi.json')).json();
  const portfolio = await platform.portfolioIds(tokens.admin);
  const call = async (method: string, url: string, user: User, body?: unknown) => {
    const response = await platform.request(method, url, { token: tokens[user], body });
    expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
    return response.json();
  };
  const companies = (await call('GET', '/api/companies', 'treasury')) as { pk_idcompany: number }[];
  const companyA = companies[0]!.pk_idcompany;
  const users = Object.fromEntries(
    await Promise.all(
      USERS.map(async (user) => [
        user,
        ((await call('GET', '/api/user', user)) as { pk_idusers: number }).pk_idusers,
      ]),
    ),
  ) as Record<User, number>;
  const strategies = (await call('GET', '/api/strategies?asset=currency', 'treasury')) as Strategy[];
  const forward = strategies.find((s) => s.name === 'FORWARD')!.pk_idstrategy;
  const commodityStrategies = (await call(
    'GET',
    '/api/strategies?asset=commodity',
    'treasury',
  )) as Strategy[];
  const commodityForward = commodityStrategies.find((s) => s.name === 'FORWARD')!.pk_idstrategy;
  const currency = (await call('POST', '/api/currency_portfolio_valuation', 'treasury', {
    portfolios: [portfolio['Imports Colombia']],
    assets: ['USDCOP'],
  })) as { valuation: { id: string } };
  const commodity = (await call('POST', '/api/commodity_portfolio_valuation', 'treasury', {
    portfolios: [portfolio['Fuel purchases']],
    assets: ['BRENT'],
  })) as { valuation: { id: string } };
  const firstRow = async (url: string) => {
    const [row] = (await call('GET', url, 'treasury')) as Record<string, Json>[];
    const { version: _, ...fields } = row!;
    return { ...fields, pk: 'pending', edited: true };
  };
  // A public report, which anyone may read.
  const [report] = (await platform.request('GET', '/api/reports')).json().items as { pk_id_report: number }[];
  const reportId = { id: report!.pk_id_report };
  const commodities = (await call('GET', '/api/commodities', 'treasury')) as {
    commodities: { pk_idcommodity: number; commodity_name: string }[];
  };
  const brent = commodities.commodities.find((c) => c.commodity_name === 'BRENT')!.pk_idcommodity;
  const settlements = ['2026-04-10', '2026-05-11', '2026-06-10'].map((date) => ({ date, amount: 1_000_000 }));
  const market = { asset: 'USDCOP', side: 'buyer', settlements };
  const strategy = { pk_idstrategy: forward, strikes: [4000] };
  const book = { selected_company: companyA, user_id: users.treasury };
  const valuationId = { id: currency.valuation.id };
  examples = {
    'POST /api/currency_portfolio_valuation': {
      body: { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] },
    },
    'POST /api/commodity_portfolio_valuation': {
      body: { portfolios: [portfolio['Fuel purchases']], assets: ['BRENT'] },
    },
    'GET /api/portfolio_valuations/{id}': { path: valuationId },
    'GET /api/portfolio_valuations/{id}/inputs': { path: valuationId },
    'GET /api/portfolio_valuations/{id}/past': {
      path: valuationId,
      query: { portfolio: portfolio['Imports Colombia'], asset: 'USDCOP' },
    },
    'GET /api/portfolio_valuations/{id}/report.pdf': { path: valuationId },
    'GET /api/portfolio_valuations/{id}/periods.xlsx': { path: valuationId },
    'GET /api/portfolio_valuations/{id}/commodity_analysis': { path: { id: commodity.valuation.id } },
    'POST /api/portfolio_valuations/{id}/risk': { path: valuationId, body: {} },
    'POST /api/portfolio_valuations/{id}/advanced': { path: valuationId, body: { backtest_days: 20 } },
    'POST /api/expo_hedges_consolidation': { body: { companies: [companyA] } },
    'GET /api/optimizer/open_exposure': {
      query: { portfolio_id: portfolio['Imports Colombia'], asset: 'USDCOP' },
    },
    'POST /api/optimizer/price': { body: { ...market, strategies: [strategy] } },
    'POST /api/optimizer/zero_cost': { body: { ...market, strategy } },
    'POST /api/optimizer/quote_check': { body: { ...market, strategy, quoted_cost: 10 } },
    'POST /api/optimizer/drafts': {
      body: { ...market, strategy, portfolio_id: portfolio['Imports Colombia'] },
    },
    'POST /api/optimizer/backtest': {
      body: { ...market, strategies: [strategy], budget_rate: 4000, years: 1 },
    },
    'POST /api/simulate_currencies': {
      body: {
        currency: 'USDCOP',
        side: 'buyer',
        settlements,
        hedges: [{ ...strategy, calculated: true }],
        budget_rate: 4000,
        paths: 1000,
      },
    },
    'POST /api/simulate_commodities': {
      body: {
        commodity: 'BRENT',
        side: 'buyer',
        settlements,
        hedges: [{ pk_idstrategy: commodityForward, strikes: [70], calculated: true }],
        budget_rate: 70,
        paths: 1000,
      },
    },
    'POST /api/tools/price': {
      body: [vanillaCall],
    },
    'GET /api/markets/history': { query: { instrument: 'USDCOP' } },
    'GET /api/markets/technical': { query: { instrument: 'USDCOP' } },
    'GET /api/markets/contracts': { query: { commodity: 'BRENT' } },
    'GET /api/markets/curve': { query: { currency: 'USD' } },
    'GET /api/currencies-intraday-history': { query: { currency: 'USDCOP' } },
    'GET /api/commodities-intraday-history': { query: { commodity: 'BRENT' } },
    'GET /api/markets/valuation-inputs': { query: { instrument: 'USDCOP' } },
    'POST /api/update_create_exposurecurrency': {
      body: { ...book, currency_exposure: [await firstRow('/api/currency-exposure')] },
    },
    'POST /api/update_create_hedgecurrency': {
      body: { ...book, currency_hedge: [await firstRow('/api/currency-hedge')] },
    },
    'POST /api/update_create_exposurecommodities': {
      body: { ...book, commodity_exposures: [await firstRow('/api/commodity-exposure')] },
    },
    'POST /api/update_create_hedge_commodity': {
      body: { ...book, commodity_hedges: [await firstRow('/api/commodity-hedge')] },
    },
    'GET /api/programs': { query: { portfolio: portfolio['Imports Colombia'], currency: 'USDCOP' } },
    'GET /api/budget_rates': { query: { portfolio: portfolio['Imports Colombia'], currency: 'USDCOP' } },
    'GET /api/relations': { query: { portfolio: portfolio['Imports Colombia'], currency: 'USDCOP' } },
    'PUT /api/programs': {
      body: { fk_idportfolio: portfolio['Imports Colombia'], fk_currency: 'USDCOP', parameters: 'MATCH' },
    },
    'GET /api/commodity_program': { query: { portfolios: portfolio['Fuel purchases'] } },
    'POST /api/update_create_budget': {
      body: {
        companies: [companyA],
        selected_portfolio: portfolio['Imports Colombia'],
        budget_rate: 4000,
        selected_currency: 'USDCOP',
      },
    },
    'POST /api/create_currency_exposures_file': { body: { company_id: companyA } },
    'GET /api/companies/{id}': { path: { id: companyA } },
    'GET /api/companies/{id}/members': { path: { id: companyA } },
    'PATCH /api/admin/companies/{id}': { path: { id: companyA } },
    'PUT /api/admin/companies/{id}/members/{userId}': { path: { id: companyA, userId: users.newuser } },
    'DELETE /api/admin/companies/{id}/members/{userId}': { path: { id: companyA, userId: users.newuser } },
    'POST /api/admin/users/{id}/activate': { path: { id: users.newuser } },
    'POST /api/admin/users/{id}/deactivate': { path: { id: users.newuser } },
    'POST /api/portfolios': {
      body: { portfolio_name: 'Bounds', fk_idcompany: companyA, fk_currency: ['USDCOP'] },
    },
    'GET /api/reports/{id}': { path: reportId },
    'GET /api/reports/{id}/next': { path: reportId },
    'GET /api/reports/{id}/edit': { path: reportId },
    'PUT /api/reports/{id}': {
      path: reportId,
      body: { title: 'Bounds', summary: 'Bounds', text: '<p>Bounds</p>', draft: true },
    },
    'PUT /api/reports/{id}/state': { path: reportId },
    'POST /api/reports/{id}/duplicate': { path: reportId },
    'PUT /api/reports/{id}/like': { path: reportId },
    'POST /api/reports': { body: { title: 'Bounds', summary: 'Bounds', text: '<p>Bounds</p>', draft: true } },
    'POST /api/update_create_commodity_budget': {
      body: {
        companies: [companyA],
        selected_portfolio: portfolio['Fuel purchases'],
        budget_rate: 70,
        selected_commodity: brent,
      },
    },
    'POST /api/relations': {
      body: {
        portfolio: portfolio['Imports Colombia'],
        currency: 'USDCOP',
        links: [{ exposure: 'DCA1', hedge: 'DCA2', amount: 1 }],
      },
    },
    'PATCH /api/portfolios/{id}': { path: { id: portfolio['Imports Colombia'] }, body: { show: true } },
    'POST /api/admin/invitations': {
      body: { email: 'invitee@example.com', username: 'invitee', company: companyA, platform_role: 2 },
    },
    'POST /api/user/update': { body: { pk_idusers: users.newuser } },
    'POST /api/user/setRessetPassword': {
      body: {
        pk_idusers: users.newuser,
        password_old: 'not-the-password',
        password: 'Bounds#2026-new',
        password_confirmation: 'Bounds#2026-new',
      },
    },
    'GET /api/preferences': { query: { user_id: users.treasury } },
    'POST /api/account/': {
      body: { username: 'boundsuser', email: 'bounds@example.com', terms_condition: true },
    },
    'POST /api/user/resetpassword': { body: { email: 'bounds@example.com' } },
    'POST /api/user/validatecode': { body: { email: 'bounds@example.com', code: '123456' } },
    'POST /api/user/two-factor/confirm': { body: { code: '123456' } },
    'POST /api/user/two-factor/disable': { body: { code: '123456' } },
    'POST /api/admin/companies': { body: { company_name: 'Bounds', initials: 'BND' } },
    'POST /api/save_custom_overview': { body: { user_id: users.treasury } },
  };
}, 120_000);
afterAll(() => platform.close());

/** Reads and calculations go first, so that what the writes save at their bounds does not change them. */
const WRITES =
  /update_create|\/portfolios|\/business|\/clients|\/plants|\/providers|\/relations|\/programs|\/admin|\/reports|\/report_|\/invitations|\/account|\/user\/|\/auth\/logout|\/save_custom_overview|\/demo-requests/;

describe('every documented bound of every operation', () => {
  it('answers it without a 5xx, and a refusal with the API’s error body', { timeout: 240_000 }, async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
    const ordered = [
      ...operations.filter((o) => !(o.method !== 'GET' && WRITES.test(o.path))),
      ...operations.filter((o) => o.method !== 'GET' && WRITES.test(o.path)),
    ];
    const failures: string[] = [];
    let walked = 0;
    let sent = 0;
    for (const { method, path, operation } of ordered) {
      const name = `${method} ${path}`;
      const example = examples[name] ?? {};
      const params = operation.parameters ?? [];
      const paramSchema = (where: 'path' | 'query'): Schema => ({
        type: 'object',
        properties: Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, p.schema])),
        required: params.filter((p) => p.in === where && p.required).map((p) => p.name),
      });
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const base = {
        path: { ...(sample(paramSchema('path')) as object), ...example.path },
        query: { ...(sample(paramSchema('query')) as object), ...example.query },
        body: mergedBody(bodySchema ? sample(bodySchema) : undefined, example.body),
      };
      const bounds: { part: 'path' | 'query' | 'body'; bound: Bound | null }[] = [
        { part: 'body', bound: null },
        ...[...boundsOf(paramSchema('path'), [], [paramSchema('path')], base.path)].map((bound) => ({
          part: 'path' as const,
          bound,
        })),
        ...[...boundsOf(paramSchema('query'), [], [paramSchema('query')], base.query)].map((bound) => ({
          part: 'query' as const,
          bound,
        })),
        ...(bodySchema
          ? [...boundsOf(bodySchema, [], [bodySchema], base.body)].map((bound) => ({
              part: 'body' as const,
              bound,
            }))
          : []),
      ];
      const user = callerOf(operation['x-access']);
      for (const { part, bound } of bounds) {
        const input = { ...base, [part]: bound ? withBound(base[part], bound) : base[part] };
        const url =
          path.replace(/\{(\w+)\}/g, (_, key) =>
            encodeURIComponent(String((input.path as Record<string, Json>)[key])),
          ) + queryString(input.query as Record<string, Json>);
        // A session of its own for an operation that may end or change it.
        const token =
          user === null
            ? undefined
            : path === '/api/auth/logout'
              ? (await platform.signIn(user)).access
              : tokens[user];
        const response = await platform.request(method, url, {
          ...(token ? { token } : {}),
          ...(input.body !== undefined ? { body: input.body } : {}),
        });
        sent++;
        const where = `${name} ${bound ? `${part} ${bound.label}` : '(the example)'}`;
        if (response.statusCode >= 500)
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && !isErrorBody(response.body)) {
          failures.push(
            `${where}: ${response.statusCode} without the error body: ${response.body.slice(0, 200)}`,
          );
        }
      }
      walked++;
    }
    expect(failures).toEqual([]);
    // Every operation of the reference was walked, and the reference holds every registered route.
    expect(walked).toBe(operations.length);
    expect(walked).toBe(platform.app.apiCatalogue.routes.length);
    expect(operations.length).toBeGreaterThan(100);
    // An example names an operation of the reference: a renamed route cannot leave its example unused.
    const names = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect(Object.keys(examples).filter((name) => !names.has(name))).toEqual([]);
    // Most operations have bounds of their own: the walk sent far more requests than operations.
    expect(sent).toBeGreaterThan(operations.length * 3);
  });
});

/** The example's body over the sampled one: an object's fields merged, anything else the example's. */
function mergedBody(sampled: Json, example: Json): Json {
  const isObject = (value: Json): value is Record<string, Json> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  if (example === undefined) return sampled;
  return isObject(sampled) && isObject(example) ? { ...sampled, ...example } : example;
}

function queryString(query: Record<string, Json>): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  if (entries.length === 0) return '';
  const text = (value: Json) =>
    Array.isArray(value)
      ? value.join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `?${new URLSearchParams(entries.map(([key, value]): [string, string] => [key, text(value)])).toString()}`;
}

function isErrorBody(body: string): boolean {
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
}
