import {
  COMMODITY_EXPOSURE_FIELDS,
  COMMODITY_HEDGE_FIELDS,
  CURRENCY_EXPOSURE_FIELDS,
  CURRENCY_HEDGE_FIELDS,
  type FieldSpec,
} from '@cobertura/contracts';
import type { ProgramObjective, ProgramParameter } from '@cobertura/finance/hedging';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Timestamps have no database default: every writer passes the injected clock (`services.now()`),
 * and the compiler refuses an insert that forgets one.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

// ── reference data ───────────────────────────────────────────────────────────

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  name: text('name').notNull(),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  countryId: integer('country_id').references(() => countries.id),
});

export const currencyPairs = pgTable('currency_pairs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  leftId: integer('left_id')
    .notNull()
    .references(() => currencies.id),
  rightId: integer('right_id')
    .notNull()
    .references(() => currencies.id),
});

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const endProducts = pgTable('end_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
});

export const commodities = pgTable('commodities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  isCents: boolean('is_cents').notNull().default(false),
  quotation: text('quotation').notNull(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
  contractSize: doublePrecision('contract_size').notNull(),
  endProductId: integer('end_product_id').references(() => endProducts.id),
});

export const catalogs = pgTable(
  'catalogs',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    lang: text('lang').notNull(),
    json: jsonb('json').notNull(),
  },
  (t) => [uniqueIndex('catalogs_description_lang').on(t.description, t.lang)],
);

// ── companies and users ──────────────────────────────────────────────────────

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The prefix of the company's row keys (`A123`, spec 02 §4): set at creation, never changed. */
  initials: text('initials').notNull().unique(),
  createdAt: createdAt(),
});

export const portfolios = pgTable(
  'portfolios',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    currencyPairs: text('currency_pairs').array().notNull().default(sql`'{}'`),
    commodityIds: integer('commodity_ids').array().notNull().default(sql`'{}'`),
    endProductId: integer('end_product_id').references(() => endProducts.id),
    businessId: integer('business_id').references(() => businesses.id),
    clientId: integer('client_id').references(() => clients.id),
    plantId: integer('plant_id').references(() => plants.id),
    providerId: integer('provider_id').references(() => providers.id),
    show: boolean('show').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('portfolios_company').on(t.companyId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('user_avatar').notNull().default(''),
    habeasData: boolean('habeas_data').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    platformRole: integer('platform_role').notNull().default(2),
    cleanCache: boolean('clean_cache').notNull().default(false),
    /** The profile fields of spec 01 §3 that no rule reads (phone, city, sector, ...). */
    profile: jsonb('profile').notNull().default({}),
    /** The language of the mails the user is sent ('en', 'es'); null when unknown: both, one after the other. */
    language: text('language'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
  ],
);

/**
 * A username that a registration with an already registered email asked for. It is held as if an
 * account had been opened, so registering the same username again answers the same whether the
 * email was free or taken: registration tells nobody who has an account.
 */
export const reservedUsernames = pgTable(
  'reserved_usernames',
  {
    /** Lower-cased. */
    username: text('username').primaryKey(),
    /** The registered email that was given, lower-cased: its owner is mailed at most once an hour. */
    email: text('email').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reserved_usernames_email').on(t.email, t.reservedAt)],
);

export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

// ── sessions, codes, audit ───────────────────────────────────────────────────

/** A sign-in: the family of rotating refresh tokens it issues. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a used one presented again revokes its session. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A single sign-on that was started and has not come back yet, keyed by the hash of its `state`:
 * any process may receive the callback, which deletes the row (single use) whatever the outcome.
 */
export const oidcPendingSignIns = pgTable('oidc_pending_sign_ins', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An identity at an OpenID provider (issuer + subject) linked to one account. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user').on(t.userId)],
);

/**
 * A user's time-based one-time code (RFC 6238) secret, encrypted with a key derived from the
 * server's secret. It counts only once confirmed; `lastStep` is the newest 30-second step whose
 * code was accepted, so a code cannot be used twice.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes of two-factor sign-in, stored as HMACs. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user').on(t.userId)],
);

/** The step between a right password and the code: a short-lived, single-use challenge. */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set when the code was used, replaced by a newer one, or tried wrongly too often. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reset_codes_user').on(t.userId)],
);

export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A person invited by staff: their account exists (active, in its company, with its role) and waits
 * for a password, which the holder of the mailed link sets once, before `expiresAt`.
 */
export const invitations = pgTable(
  'invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or replaced by a newer invitation. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('invitations_user').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    /** The account named by the attempt, lower-cased, even when no such user exists. */
    account: text('account'),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
  },
  (t) => [index('audit_account_action_at').on(t.account, t.action, t.at)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const demoRequests = pgTable('demo_requests', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone'),
  language: text('language'),
  ip: text('ip').notNull(),
});

// ── programs ─────────────────────────────────────────────────────────────────

/** What a program and a budget rate are saved with: the portfolio and asset, who saved it and when. */
const portfolioAssetColumns = () => ({
  id: serial('id').primaryKey(),
  portfolioId: integer('portfolio_id')
    .notNull()
    .references(() => portfolios.id),
  /** The pair code (`USDCOP`) of a currency row; null for a commodity row. */
  currencyPair: text('currency_pair'),
  commodityId: integer('commodity_id').references(() => commodities.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** A row is of one asset; an index finds a portfolio's rows of an asset in the order they were saved. */
function portfolioAssetIndexes(
  name: string,
  t: Record<'portfolioId' | 'currencyPair' | 'commodityId' | 'createdAt', AnyPgColumn>,
) {
  return [
    index(`${name}_currency`).on(t.portfolioId, t.currencyPair, t.createdAt),
    index(`${name}_commodity`).on(t.portfolioId, t.commodityId, t.createdAt),
    check(`${name}_one_asset`, sql`(${t.currencyPair} is null) <> (${t.commodityId} is null)`),
  ];
}

/**
 * Hedging programs per portfolio and asset (a currency pair or a commodity), append-only: each save
 * is a new row, the newest of a portfolio and asset is its current program, and the rows are the
 * audit trail (who and when).
 */
export const hedgingPrograms = pgTable(
  'hedging_programs',
  {
    ...portfolioAssetColumns(),
    objective: text('objective').$type<ProgramObjective>().notNull(),
    parameters: text('parameters').$type<ProgramParameter>().notNull(),
    /** `{ values: … }` as the contract's schema checked it. */
    flow: jsonb('flow')
      .$type<{ values: readonly number[] | Readonly<Record<string, number | undefined>> }>()
      .notNull(),
  },
  (t) => portfolioAssetIndexes('hedging_programs', t),
);

/** Budget rates per portfolio and asset, append-only like the programs; the rate is kept exactly. */
export const budgetRates = pgTable(
  'budget_rates',
  { ...portfolioAssetColumns(), rate: numeric('rate').notNull() },
  (t) => portfolioAssetIndexes('budget_rates', t),
);

// ── book ─────────────────────────────────────────────────────────────────────

/** A company's list of names that portfolios and rows refer to (businesses, clients, plants, providers). */
const lookupTable = (name: string) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      companyId: integer('company_id')
        .notNull()
        .references(() => companies.id),
      name: text('name').notNull(),
    },
    (t) => [uniqueIndex(`${name}_company_name`).on(t.companyId, t.name)],
  );
export const businesses = lookupTable('businesses');
export const clients = lookupTable('clients');
export const plants = lookupTable('plants');
export const providers = lookupTable('providers');

/**
 * A book row's fields become columns of the same name as on the wire (the contract's field tables
 * are the one list of them): amounts are exact `numeric`, dates `date`; required fields are NOT NULL.
 */
function fieldColumns<F extends Readonly<Record<string, FieldSpec>>>(
  fields: F,
): { [K in keyof F]: PgColumnBuilderBase } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => {
      const column =
        spec.type === 'id' || spec.type === 'int'
          ? integer(name)
          : spec.type === 'amount'
            ? numeric(name)
            : spec.type === 'date'
              ? date(name, { mode: 'string' })
              : spec.type === 'bool'
                ? boolean(name)
                : text(name);
      return [name, spec.required ? column.notNull() : column];
    }),
  ) as unknown as { [K in keyof F]: PgColumnBuilderBase };
}

/** What every book row (and hedge link) has besides its fields: company, version and who changed it when. */
const bookRowColumns = () => ({
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  /** +1 on every change: a save names the version it read, and is refused if the row moved on. */
  version: integer('version').notNull(),
  createdAt: createdAt(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => users.id),
});

/**
 * A book table: what every row has, then the kind's fields. Its portfolio and asset columns lead
 * the index (the grids and analytics read one company's rows by them) and refer to the portfolio
 * and to the asset (a pair by name, a commodity by id).
 */
function bookTable<N extends string, F extends Readonly<Record<string, FieldSpec>>>(
  name: N,
  fields: F,
  keys: { portfolio: keyof F & string; asset: keyof F & string; assets: () => AnyPgColumn },
) {
  const codeColumn = {
    /**
     * The row's code, in capitals: unique across the company's four book tables (the batch save
     * checks the others under the company's code-sequence lock; this index holds it per table).
     */
    code: text('code').notNull(),
  };
  return pgTable(name, { ...bookRowColumns(), ...codeColumn, ...fieldColumns(fields) }, (t) => {
    const columns = t as unknown as Record<string, AnyPgColumn>;
    const portfolio = columns[keys.portfolio] as AnyPgColumn;
    const asset = columns[keys.asset] as AnyPgColumn;
    return [
      uniqueIndex(`${name}_company_code`).on(t.companyId, t.code),
      index(`${name}_scope`).on(t.companyId, portfolio, asset),
      index(`${name}_portfolio`).on(portfolio),
      foreignKey({ name: `${name}_portfolio_fk`, columns: [portfolio], foreignColumns: [portfolios.id] }),
      foreignKey({ name: `${name}_asset_fk`, columns: [asset], foreignColumns: [keys.assets()] }),
    ];
  });
}

export const currencyExposures = bookTable('currency_exposures', CURRENCY_EXPOSURE_FIELDS, {
  portfolio: 'fk_idportafolio',
  asset: 'fk_idcurrency',
  assets: () => currencyPairs.name,
});
export const currencyHedges = bookTable('currency_hedges', CURRENCY_HEDGE_FIELDS, {
  portfolio: 'fk_idportafolio',
  asset: 'fk_idcurrency',
  assets: () => currencyPairs.name,
});
export const commodityExposures = bookTable('commodity_exposures', COMMODITY_EXPOSURE_FIELDS, {
  portfolio: 'fk_idportfolio',
  asset: 'fk_idcommodity',
  assets: () => commodities.id,
});
export const commodityHedges = bookTable('commodity_hedges', COMMODITY_HEDGE_FIELDS, {
  portfolio: 'fk_idportafolio',
  asset: 'fk_idcommodity',
  assets: () => commodities.id,
});

/**
 * The last number each company's book codes took (`DCA` + number): one sequence per company across
 * the four kinds of row, so that a new row's code is never another kind's. Its row, locked by a save
 * that gives codes, is what keeps two saves from giving one code twice.
 */
export const bookCodeSequences = pgTable('book_code_sequences', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  last: integer('last').notNull(),
});

/** Every create, update and delete of a book row: who, when, and the row before and after. */
export const bookChanges = pgTable(
  'book_changes',
  {
    id: serial('id').primaryKey(),
    /** The kind of row: currency_exposure, currency_hedge, commodity_exposure, commodity_hedge. */
    entity: text('entity').notNull(),
    rowId: integer('row_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('book_changes_row').on(t.companyId, t.entity, t.rowId, t.id)],
);

/** The strategy catalogue (spec 02 §3 "Strategy"): reference data, one list per asset class. */
export const strategies = pgTable(
  'strategies',
  {
    id: serial('id').primaryKey(),
    asset: text('asset').notNull(),
    name: text('name').notNull(),
    /** The same strategy name has the same number in both asset classes. */
    nameId: integer('name_id').notNull(),
    /** 1 to 4 legs: [{ derivative, position, fk_idoptiontype }]. */
    legs: jsonb('legs').notNull(),
    firstSecondStrikeEqual: boolean('first_second_strike_equal').notNull(),
    riskProfileBuyer: integer('risk_profile_buyer').notNull(),
    riskProfileSeller: integer('risk_profile_seller').notNull(),
  },
  (t) => [uniqueIndex('strategies_asset_name').on(t.asset, t.name)],
);

/** One row per user: each preference group of spec 02 §3 as JSON, checked by the contract on save. */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  choices: jsonb('choices').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

// ── relations ────────────────────────────────────────────────────────────────

/**
 * Which hedges cover which exposures, one table per asset class so that each link's keys are real
 * foreign keys: `amount` (> 0, exact) is the part of the exposure the hedge covers, in the
 * exposure's units. Deleting a book row removes its links first (and writes their history), so the
 * foreign keys refuse only a deletion that forgot them.
 */
const hedgeLinkTable = (
  name: string,
  exposures: typeof currencyExposures | typeof commodityExposures,
  hedges: typeof currencyHedges | typeof commodityHedges,
) =>
  pgTable(
    name,
    {
      ...bookRowColumns(),
      exposureId: integer('exposure_id')
        .notNull()
        .references(() => exposures.id),
      hedgeId: integer('hedge_id')
        .notNull()
        .references(() => hedges.id),
      amount: numeric('amount').notNull(),
    },
    (t) => [
      uniqueIndex(`${name}_pair`).on(t.exposureId, t.hedgeId),
      index(`${name}_hedge`).on(t.hedgeId),
      check(`${name}_amount_positive`, sql`${t.amount} > 0`),
    ],
  );
export const currencyHedgeLinks = hedgeLinkTable('currency_hedge_links', currencyExposures, currencyHedges);
export const commodityHedgeLinks = hedgeLinkTable(
  'commodity_hedge_links',
  commodityExposures,
  commodityHedges,
);

/** Raw bytes (PostgreSQL bytea), read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files made for a user to download (a book export, a rejected-rows report), kept in the database
 * so that any server process can answer the download, until they expire.
 */
export const preparedFiles = pgTable(
  'prepared_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('prepared_files_expiry').on(t.expiresAt)],
);

// ── market data ──────────────────────────────────────────────────────────────

const price = (name: string) => doublePrecision(name);

/**
 * Daily bars per instrument of the catalogue (packages/contracts markets.ts) and, for a futures
 * curve, per contract month ('' for the spot or continuous series). The primary key serves the
 * range read of one instrument; `source` and `simulated` say where each row came from.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    instrument: text('instrument').notNull(),
    contract: text('contract').notNull().default(''),
    day: date('day', { mode: 'string' }).notNull(),
    open: price('open'),
    high: price('high'),
    low: price('low'),
    close: price('close').notNull(),
    settle: price('settle'),
    volume: price('volume'),
    openInterest: price('open_interest'),
    source: text('source').notNull(),
    simulated: boolean('simulated').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrument, t.contract, t.day] })],
);

/** Implied-volatility smiles per pair (or commodity) and tenor: c0 + c1·m + c2·m², m = ln(K/fwd). */
export const marketSmiles = pgTable(
  'market_smiles',
  {
    instrument: text('instrument').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    tenorDays: integer('tenor_days').notNull(),
    c0: doublePrecision('c0').notNull(),
    c1: doublePrecision('c1').notNull(),
    c2: doublePrecision('c2').notNull(),
    source: text('source').notNull(),
    simulated: boolean('simulated').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrument, t.day, t.tenorDays] })],
);

// ── analytics ────────────────────────────────────────────────────────────────

/**
 * Market snapshots a valuation ran on, each kept once under the SHA-256 of its canonical JSON (its
 * `snapshot_id`), so that a valuation can be run again on exactly the same prices.
 */
export const marketSnapshots = pgTable('market_snapshots', {
  id: text('id').primaryKey(),
  // json, not jsonb: kept as written (no re-encoding of a large body), read back as it was.
  snapshot: json('snapshot').notNull(),
  createdAt: createdAt(),
});

/**
 * Portfolio valuations as they ran: the request, the snapshot and the book rows valued (with the
 * program and budget rate), so that `GET /api/portfolio_valuations/{id}` repeats one to the last digit.
 * `company_ids` are the companies of the portfolios valued: a reader must belong to all of them.
 */
export const portfolioValuations = pgTable(
  'portfolio_valuations',
  {
    id: uuid('id').primaryKey(),
    companyIds: integer('company_ids').array().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    area: text('area').$type<'currency' | 'commodity'>().notNull(),
    request: jsonb('request').notNull(),
    snapshotId: text('snapshot_id')
      .notNull()
      .references(() => marketSnapshots.id),
    /** The book's canonical text, gzipped (`book-archive.ts`); `book` holds those kept before. */
    bookPacked: bytea('book_packed'),
    book: json('book'),
    valuationDate: date('valuation_date', { mode: 'string' }).notNull(),
    pricesDate: date('prices_date', { mode: 'string' }).notNull(),
    valuedAt: timestamp('valued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portfolio_valuations_user').on(t.userId, t.valuedAt)],
);

// ── optimizer ────────────────────────────────────────────────────────────────

/**
 * Every simulation a user ran (spec 02 §4: the simulation response is stored): its request and the
 * summary it answered, reopened from the user's history of runs.
 */
export const optimizerRuns = pgTable(
  'optimizer_runs',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    area: text('area').$type<'currency' | 'commodity'>().notNull(),
    asset: text('asset').notNull(),
    request: jsonb('request').notNull(),
    reply: jsonb('reply').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('optimizer_runs_user').on(t.userId, t.ranAt)],
);

// ── reports ──────────────────────────────────────────────────────────────────

/** Report tags, a tree: a tag's parent is added with it (spec 01 §2); cycles are refused on save. */
export const reportTags = pgTable(
  'report_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name Spanish readers see; null shows `name` in both languages (codes like USDCOP). */
    nameEs: text('name_es'),
    parentId: integer('parent_id'),
  },
  (t) => [
    uniqueIndex('report_tags_name_lower').on(sql`lower(${t.name})`),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }),
  ],
);

/**
 * Research reports. `companyId` is the author's company when the report was created: a PRIVATE
 * report is read by that company's users (and staff). `searchText` is the lower-cased plain text of
 * title, summary and body that the list's search reads.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    img: text('img').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    state: text('state').$type<'DRAFT' | 'PRIVATE' | 'PUBLIC' | 'INACTIVE'>().notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('reports_state', sql`${t.state} in ('DRAFT', 'PRIVATE', 'PUBLIC', 'INACTIVE')`),
    index('reports_state_date').on(t.state, t.publicationDate),
    // The list's word search: prefixes of the words of title, summary and body (see reports.queries.ts).
    index('reports_search_words').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

export const reportTagLinks = pgTable(
  'report_tag_links',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => reportTags.id),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.tagId] }), index('report_tag_links_tag').on(t.tagId)],
);

export const reportLikes = pgTable(
  'report_likes',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] })],
);

/** Images uploaded for reports, kept in the database so that any server process can serve them. */
export const reportImages = pgTable('report_images', {
  id: uuid('id').primaryKey(),
  mediaType: text('media_type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

// ── the desk ─────────────────────────────────────────────────────────────────

/** A desk member's part (role 3): a trader executes, a supervisor approves and sets limits. */
export const deskMembers = pgTable('desk_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  deskRole: text('desk_role').notNull(),
});

/** A bank a company deals with (reference data per company). */
export const counterparties = pgTable(
  'counterparties',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** A demo bank that quotes by itself around fair value with `spreadBps`. */
    simulated: boolean('simulated').notNull().default(false),
    spreadBps: doublePrecision('spread_bps'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('counterparties_company_code').on(t.companyId, t.code)],
);

/** A bank's credit line for a company, per tenor bucket, in the desk's currency. */
export const creditLines = pgTable(
  'credit_lines',
  {
    counterpartyId: integer('counterparty_id')
      .notNull()
      .references(() => counterparties.id),
    tenor: text('tenor').notNull(),
    amount: doublePrecision('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.counterpartyId, t.tenor] })],
);

/** A client's four-eyes limits, set by supervisors. */
export const deskLimits = pgTable('desk_limits', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  requestLimit: doublePrecision('request_limit').notNull(),
  marginThresholdBps: doublePrecision('margin_threshold_bps').notNull(),
});

/** Every change of a limit or credit line: who, when, before and after. */
export const limitChanges = pgTable(
  'limit_changes',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    counterpartyId: integer('counterparty_id').references(() => counterparties.id),
    what: text('what').notNull(),
    before: doublePrecision('before'),
    after: doublePrecision('after').notNull(),
    comment: text('comment'),
  },
  (t) => [index('limit_changes_company').on(t.companyId, t.at)],
);

/** A treasurer's hedge request (an order) and where it stands. */
export const hedgeRequests = pgTable(
  'hedge_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    asset: text('asset').notNull(),
    area: text('area').notNull(),
    side: text('side').notNull(),
    /** [{date, amount}] in the asset's quantity unit. */
    settlements: jsonb('settlements').notNull(),
    unit: text('unit'),
    /** What its figures count (contracts FigureUnits), fixed when it is made. */
    units: jsonb('units').notNull(),
    /** The catalogue strategy and its terms (contracts ZStrategyChoice). */
    strategy: jsonb('strategy').notNull(),
    strategyName: text('strategy_name').notNull(),
    quoteBasis: text('quote_basis').notNull(),
    amount: doublePrecision('amount').notNull(),
    filled: doublePrecision('filled').notNull().default(0),
    limitRate: doublePrecision('limit_rate'),
    window: text('window').notNull(),
    validity: text('validity').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    windowEnds: timestamp('window_ends', { withTimezone: true }),
    note: text('note'),
    justification: text('justification'),
    origin: text('origin').notNull(),
    state: text('state').notNull(),
    checks: jsonb('checks'),
    /** A quote waiting for a supervisor: {quote_id, asked_by (user id), breaches}. */
    pendingApproval: jsonb('pending_approval'),
    approvedQuoteId: integer('approved_quote_id'),
    approvedBy: integer('approved_by').references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** +1 on every change. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('hedge_requests_company_state').on(t.companyId, t.state),
    index('hedge_requests_state').on(t.state),
  ],
);

/** A request's life: every change, who made it and when (the audit trail). */
export const hedgeRequestEvents = pgTable(
  'hedge_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => hedgeRequests.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null: the platform (an expiry). */
    userId: integer('user_id').references(() => users.id),
    state: text('state').notNull(),
    action: text('action').notNull(),
    detail: text('detail'),
    /** The trade a fill booked. */
    ticketId: integer('ticket_id').references((): AnyPgColumn => tradeTickets.id),
  },
  (t) => [index('hedge_request_events_request').on(t.requestId, t.id)],
);

/** A bank's price for a request. */
export const bankQuotes = pgTable(
  'bank_quotes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => hedgeRequests.id),
    counterpartyId: integer('counterparty_id')
      .notNull()
      .references(() => counterparties.id),
    price: doublePrecision('price').notNull(),
    fairValue: doublePrecision('fair_value').notNull(),
    marginBps: doublePrecision('margin_bps').notNull(),
    amount: doublePrecision('amount').notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    takenBy: integer('taken_by')
      .notNull()
      .references(() => users.id),
    /** live until used, superseded by the same bank's newer price, or expired by time. */
    status: text('status').notNull(),
  },
  (t) => [index('bank_quotes_request').on(t.requestId)],
);

/** One fill of a request: the trade booked into the client's book. */
export const tradeTickets = pgTable(
  'trade_tickets',
  {
    id: serial('id').primaryKey(),
    tradeId: text('trade_id').notNull().unique(),
    requestId: integer('request_id')
      .notNull()
      .references(() => hedgeRequests.id),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => bankQuotes.id),
    /** The caller's key: a retried execute finds its ticket instead of booking again. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    counterpartyId: integer('counterparty_id')
      .notNull()
      .references(() => counterparties.id),
    amount: doublePrecision('amount').notNull(),
    executedRate: doublePrecision('executed_rate').notNull(),
    premium: doublePrecision('premium').notNull(),
    marginBps: doublePrecision('margin_bps').notNull(),
    /** The fill in the desk's currency, for limits and the position. */
    deskAmount: doublePrecision('desk_amount').notNull(),
    valueDates: jsonb('value_dates').notNull(),
    bookedRows: jsonb('booked_rows').notNull(),
    traderId: integer('trader_id')
      .notNull()
      .references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull(),
    simulated: boolean('simulated').notNull(),
  },
  (t) => [index('trade_tickets_request').on(t.requestId)],
);
