import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { serverPath } from '../server-files.ts';
import { MAX_ZIP_ENTRIES, type SpreadsheetLimits } from './spreadsheet-limits.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A setting that is off while empty or unset. */
const optionalText = optionalUrl;

/** Every environment variable the server reads, validated once at start. */
const ZEnv = z.object({
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** PGlite files, the signing key and uploads live here in embedded mode. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** A Redis server; unset means the in-process cache. */
  REDIS_URL: optionalUrl,
  /** Prefix of every cache key in Redis, so several deployments can share one server. */
  REDIS_KEY_PREFIX: z.string().default('cobertura:'),
  /** An SMTP server (smtp://user:pass@host:port); unset means the outbox table plus one log line. */
  SMTP_URL: optionalUrl,
  /** Sender address of the platform's mail. */
  MAIL_FROM: z.string().default('Cobertura <no-reply@cobertura.local>'),
  /** Public address of the platform, used in links inside mail. */
  PUBLIC_URL: optionalUrl,
  /** HMAC key for tokens; unset means one generated once into DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Seed demo companies, users and reference data on an empty database. */
  SEED_DEMO: flag(true),
  /**
   * First day of market history stored when the price store is seeded (real FX closes start in
   * 2000, simulated series in 2010); a later day makes the seed smaller and faster (tests use one).
   */
  MARKET_HISTORY_FROM: z.iso.date().default('2000-01-01'),
  /** Days after which a password expires; 0 turns expiry off. */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
  /** Lifetime of an access token, in seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  /** Sign-in, reset and code attempts allowed per IP per minute (each its own count). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Token refreshes allowed per IP per minute: a refresh token cannot be guessed, so this only bounds
   * abuse; high enough for a company of thousands behind one address (one refresh per user per 15 min).
   */
  REFRESH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Failed sign-ins allowed per account and address per 15 minutes before that pair is locked for the window. */
  ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Answer GraphQL introspection (schema discovery) queries: for development tools, off by default. */
  GRAPHQL_INTROSPECTION: flag(false),
  /** Monte Carlo work one pricing request may ask for: paths × fixings, summed over its cases and legs. */
  PRICING_WORK_LIMIT: z.coerce.number().int().min(1).default(100_000_000),
  /**
   * Periods one portfolio valuation may hold, summed over its groups (portfolio × asset): a daily
   * table of 54 years for one group, or of 3 years for 18. The past view of a group has the same limit.
   */
  VALUATION_PERIOD_LIMIT: z.coerce.number().int().min(1).default(20_000),
  /** Monte Carlo work one risk request may ask for: the valuation's periods (summed over groups) × paths. */
  RISK_WORK_LIMIT: z.coerce.number().int().min(1).default(12_000_000),
  /**
   * Hedge re-pricings one advanced-analytics request may ask for: the valued hedges × (the grid's
   * cells + the stress days + the back-test's days).
   */
  ADVANCED_WORK_LIMIT: z.coerce.number().int().min(1).default(15_000_000),
  /**
   * Draws one optimizer simulation may ask for: paths × settlements × the days an Asian leg averages
   * over (1 for a leg that averages none), summed over its strategies' legs.
   */
  SIMULATION_WORK_LIMIT: z.coerce.number().int().min(1).default(40_000_000),
  /**
   * The largest JSON answer, in bytes (estimated before it is written): a larger one is refused
   * (WORK_LIMIT) rather than built. A 100,000-hedge valuation answers about 110 MB.
   */
  REPLY_SIZE_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(160 * 1_000_000),
  /** A heavy job (a pricing, later a valuation or simulation) is stopped after this many seconds. */
  JOB_TIME_LIMIT_SECONDS: z.coerce.number().min(0.1).default(20),
  /** Heavy jobs one user may have waiting or running at once. */
  JOBS_PER_USER: z.coerce.number().int().min(1).default(4),
  /**
   * With REDIS_URL, heavy jobs go through a queue in Redis: this server takes jobs from it too
   * (false leaves them to separate `queue-worker` processes).
   */
  JOB_QUEUE_CONSUME: flag(true),
  /** With REDIS_URL, jobs one server process has in the queue at once; the rest wait their turn here. */
  JOB_QUEUE_IN_FLIGHT: z.coerce.number().int().min(1).default(8),
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed: a comma-separated list of
   * their addresses or networks (10.0.0.0/8,fd00::/8). Unset: no proxy, the connection's address is
   * the client's. Behind a load balancer it must be set, or every client shares the balancer's
   * address and its limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((a) => a.trim()) : []))
    .refine((list) => list.every((a) => isIP(a.split('/')[0] ?? '') > 0), {
      message:
        'List the proxies by address or network: trusting every sender lets anyone choose their address.',
    }),
  /** Largest spreadsheet upload (.xlsx or .csv), in bytes; the multipart limit of an upload too. */
  SPREADSHEET_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /** Largest total of the sizes an .xlsx's zip directory declares (what it inflates to), in bytes. */
  SPREADSHEET_MAX_UNCOMPRESSED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  /** Largest compression ratio (inflated ÷ compressed) of an .xlsx, and of any of its large entries. */
  SPREADSHEET_MAX_RATIO: z.coerce.number().min(1).default(100),
  /** Most data rows one spreadsheet import may have. */
  SPREADSHEET_MAX_ROWS: z.coerce.number().int().min(1).default(100_000),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Milliseconds between two moves of the demo ticker, which moves today's simulated last prices so
   * that live screens move; it runs only with SEED_DEMO. 0 turns it off.
   */
  DEMO_TICKER_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * Milliseconds between two checks of an open websocket's session: a connection whose session was
   * signed out, revoked or deactivated meanwhile is closed at the next check.
   */
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * The GraphQL cost one address, and one account, may spend in a minute: each root field and
   * alias weighs its resolver's declared cost (1 for a plain read), over HTTP and the websocket.
   */
  GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Open websockets one address may hold (offices behind one address count together). */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** Open websockets one account may hold: a few browser tabs. */
  SOCKETS_PER_USER: z.coerce.number().int().min(1).default(6),
  /** Subscriptions one websocket may hold at once. */
  SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).default(10),
  /**
   * A market-data provider to fetch daily prices from: `ecb` (the European Central Bank's euro
   * reference rates, needs internet access). Unset or `off`: nothing connects anywhere.
   */
  MARKET_PROVIDER: z
    .enum(['off', 'ecb', ''])
    .default('off')
    .transform((v) => (v === '' ? 'off' : v)),
  /**
   * Single sign-on with Google: the client id and secret of an OAuth client of type "Web
   * application" whose redirect URI is PUBLIC_URL + /oidc/callback/. Off while either is unset.
   */
  OIDC_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: optionalText,
  OIDC_GOOGLE_CLIENT_SECRET: optionalText,
  /**
   * Single sign-on with Microsoft Entra ID: the tenant's issuer
   * (https://login.microsoftonline.com/<tenant id>/v2.0), the app registration's client id and a
   * client secret. Off while any is unset.
   */
  OIDC_MICROSOFT_ISSUER: optionalUrl,
  OIDC_MICROSOFT_CLIENT_ID: optionalText,
  OIDC_MICROSOFT_CLIENT_SECRET: optionalText,
  /**
   * The enterprise single sign-on (SafeNet Trusted Access, or any OpenID Connect issuer): its issuer,
   * client id and client secret. Off while any is unset.
   */
  OIDC_ENTERPRISE_ISSUER: optionalUrl,
  OIDC_ENTERPRISE_CLIENT_ID: optionalText,
  OIDC_ENTERPRISE_CLIENT_SECRET: optionalText,
  /**
   * A single sign-on identity whose verified email is a staff account's (role 1 or the staff flag) is
   * linked to that account. Off: it is refused, and company users alone are linked by email; a
   * provider that vouches for an address it does not control would otherwise hand over staff's
   * powers. Staff then link by signing on once with this on, or never.
   */
  SSO_LINK_STAFF_BY_EMAIL: flag(false),
  /** Staff must turn two-factor sign-in on before they can do anything else. */
  STAFF_REQUIRE_2FA: flag(false),
  /** Log level of the server (fatal, error, warn, info, debug, silent). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built web app; unset means apps/web/dist. */
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: Uint8Array;
  seedDemo: boolean;
  marketHistoryFrom: string;
  passwordMaxAgeDays: number;
  accessTokenTtlSeconds: number;
  graphqlIntrospection: boolean;
  pricingWorkLimit: number;
  /** The budgets of requests whose work grows with their input (see the variables of the same names). */
  workLimits: {
    valuationPeriods: number;
    riskWork: number;
    advancedWork: number;
    simulationWork: number;
    replyBytes: number;
  };
  jobTimeLimitMs: number;
  jobsPerUser: number;
  jobQueueConsume: boolean;
  jobQueueInFlight: number;
  authRateLimitPerMinute: number;
  refreshRateLimitPerMinute: number;
  accountFailureLimit: number;
  bodyLimitBytes: number;
  spreadsheetLimits: SpreadsheetLimits;
  trustProxy: string[];
  logLevel: string;
  webDist: string;
  demoTickerMs: number;
  socketSessionCheckMs: number;
  graphqlLimits: {
    costPerMinute: number;
    socketsPerAddress: number;
    socketsPerUser: number;
    subscriptionsPerSocket: number;
  };
  marketProvider: 'off' | 'ecb';
  /** The single sign-on providers that are configured (issuer, client id and secret all set). */
  oidc: Partial<Record<'google' | 'microsoft' | 'enterprise', OidcClientConfig>>;
  /** Whether single sign-on links an identity to a staff account by its verified email. */
  ssoLinkStaffByEmail: boolean;
  staffRequireTwoFactor: boolean;
}

/** One OpenID provider's client settings. */
export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Reads and validates the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistedSecret(dataDir)),
    seedDemo: e.SEED_DEMO,
    marketHistoryFrom: e.MARKET_HISTORY_FROM,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    refreshRateLimitPerMinute: e.REFRESH_RATE_LIMIT_PER_MINUTE,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION,
    pricingWorkLimit: e.PRICING_WORK_LIMIT,
    workLimits: {
      valuationPeriods: e.VALUATION_PERIOD_LIMIT,
      riskWork: e.RISK_WORK_LIMIT,
      advancedWork: e.ADVANCED_WORK_LIMIT,
      simulationWork: e.SIMULATION_WORK_LIMIT,
      replyBytes: e.REPLY_SIZE_LIMIT_BYTES,
    },
    jobTimeLimitMs: e.JOB_TIME_LIMIT_SECONDS * 1000,
    jobsPerUser: e.JOBS_PER_USER,
    jobQueueConsume: e.JOB_QUEUE_CONSUME,
    jobQueueInFlight: e.JOB_QUEUE_IN_FLIGHT,
    accountFailureLimit: e.ACCOUNT_FAILURE_LIMIT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    spreadsheetLimits: {
      maxBytes: e.SPREADSHEET_MAX_BYTES,
      maxUncompressedBytes: e.SPREADSHEET_MAX_UNCOMPRESSED_BYTES,
      maxRatio: e.SPREADSHEET_MAX_RATIO,
      maxEntries: MAX_ZIP_ENTRIES,
      maxRows: e.SPREADSHEET_MAX_ROWS,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    demoTickerMs: e.SEED_DEMO ? e.DEMO_TICKER_MS : 0,
    socketSessionCheckMs: e.SOCKET_SESSION_CHECK_MS,
    graphqlLimits: {
      costPerMinute: e.GRAPHQL_COST_PER_MINUTE,
      socketsPerAddress: e.SOCKETS_PER_ADDRESS,
      socketsPerUser: e.SOCKETS_PER_USER,
      subscriptionsPerSocket: e.SUBSCRIPTIONS_PER_SOCKET,
    },
    marketProvider: e.MARKET_PROVIDER,
    oidc: oidcClients(e),
    ssoLinkStaffByEmail: e.SSO_LINK_STAFF_BY_EMAIL,
    staffRequireTwoFactor: e.STAFF_REQUIRE_2FA,
    webDist: resolve(e.WEB_DIST ?? serverPath('../web/dist')),
  };
}

/** The providers whose three settings are all present. */
function oidcClients(e: z.infer<typeof ZEnv>): Config['oidc'] {
  const client = (issuer?: string, clientId?: string, clientSecret?: string) =>
    issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined;
  const clients = {
    google: client(e.OIDC_GOOGLE_ISSUER, e.OIDC_GOOGLE_CLIENT_ID, e.OIDC_GOOGLE_CLIENT_SECRET),
    microsoft: client(e.OIDC_MICROSOFT_ISSUER, e.OIDC_MICROSOFT_CLIENT_ID, e.OIDC_MICROSOFT_CLIENT_SECRET),
    enterprise: client(
      e.OIDC_ENTERPRISE_ISSUER,
      e.OIDC_ENTERPRISE_CLIENT_ID,
      e.OIDC_ENTERPRISE_CLIENT_SECRET,
    ),
  };
  return Object.fromEntries(Object.entries(clients).filter(([, c]) => c !== undefined));
}

/** A signing key generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The configuration as it may be logged: secrets and credentials masked. */
export function describeConfig(config: Config): Record<string, unknown> {
  const mask = (url: string | undefined) => (url ? url.replace(/\/\/([^@/]*)@/, '//***@') : undefined);
  return {
    port: config.port,
    dataDir: config.dataDir,
    database: config.databaseUrl ? mask(config.databaseUrl) : 'pglite',
    cache: config.redisUrl ? mask(config.redisUrl) : 'memory',
    jobs: config.redisUrl
      ? `queue in Redis${config.jobQueueConsume ? ', consumed here too' : ''}`
      : 'threads',
    mail: config.smtpUrl ? mask(config.smtpUrl) : 'outbox',
    jwtSecret: '***',
    seedDemo: config.seedDemo,
    marketHistoryFrom: config.marketHistoryFrom,
    passwordMaxAgeDays: config.passwordMaxAgeDays,
    demoTickerMs: config.demoTickerMs,
    marketProvider: config.marketProvider,
    singleSignOn: Object.fromEntries(
      Object.entries(config.oidc).map(([name, c]) => [
        name,
        { issuer: c.issuer, clientId: c.clientId, clientSecret: '***' },
      ]),
    ),
    ssoLinkStaffByEmail: config.ssoLinkStaffByEmail,
    staffRequireTwoFactor: config.staffRequireTwoFactor,
  };
}
