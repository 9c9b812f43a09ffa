import {
  type BatchAnswer,
  BOOK_KIND_LABELS,
  BOOK_KINDS,
  type BookKind,
  batchProblems,
  bookCode,
  bookProblemMessage,
  isBookCode,
  PENDING_PK,
  type RejectedRow,
  type RowProblem,
  rowProblems,
} from '@cobertura/contracts';
import type { IsoDate } from '@cobertura/finance/time';
import {
  adjustDate,
  type BusinessCalendar,
  calendarOfCurrency,
  calendarOfPair,
  utcDateOfInstant,
} from '@cobertura/finance/time';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import {
  type BookChange,
  type BookImage,
  deleteBookRows,
  insertBookChanges,
  insertBookRows,
  latestBookChange,
  lockBookRows,
  reserveBookCodes,
  selectCodeOwners,
  selectDeletedRowId,
  selectRowsByCode,
  selectStrategyLegs,
  updateBookRows,
} from './book.queries.ts';
import { knownAssets, selectCommodityCurrencies } from './lookups.queries.ts';
import { findCallerCompany, selectCompanyPortfolios } from './portfolios.queries.ts';

type Row = Record<string, unknown> & {
  pk: string;
  code?: string | null;
  version?: number;
  edited?: boolean;
  deleted?: boolean;
};

export interface BookBatch {
  kind: BookKind;
  selectedCompany: number;
  userId: number;
  rows: Row[];
}

/** What the batch does with one of its rows: a new row with the code it brings, or a saved row by its code. */
type Plan =
  | { index: number; action: 'create'; code?: string; fields: Record<string, unknown> }
  | { index: number; action: 'update'; code: string; version: number; fields: Record<string, unknown> }
  | { index: number; action: 'delete'; code: string; version: number }
  | { index: number; action: 'skip' };
/** The plan, with each saved row's id. */
type Step =
  | Extract<Plan, { action: 'create' | 'skip' }>
  | (Extract<Plan, { action: 'update' }> & { id: number })
  | (Extract<Plan, { action: 'delete' }> & { id: number });

/** Hedge dates that move to the next business day of the asset's calendars. */
const HEDGE_DATES = ['trade_date', 'fixing_date', 'value_date', 'premium_value_date'] as const;

/**
 * Saves a grid's batch of one kind of row — new rows (pk 'pending'), edited rows (their pk and the
 * version they were read at) and deleted rows (`deleted: true`) — all or nothing:
 * - the company and user must be the caller's (404 / 403); every portfolio must be the company's and
 *   every saved row, named by its code, must be one of its rows of the kind (404);
 * - a new row takes the code it brings, or the company's next one: a code another row of the
 *   company already has, of any kind, refuses the row naming that record;
 * - every row is judged by the contract's rules, and the portfolio must hold the row's pair or
 *   commodity: any problem rejects the batch (400 ROWS_REJECTED, every row and field listed);
 * - a row someone changed since it was read refuses the batch (409 ROW_CONFLICT, naming who);
 * - hedge dates falling on a holiday move to the next business day, and the answer says which;
 * - every created, updated and deleted row writes its history entry.
 */
export async function saveBookBatch(
  services: Services,
  caller: Pick<Caller, 'id' | 'companyIds'>,
  batch: BookBatch,
): Promise<BatchAnswer> {
  const { kind } = batch;
  if (batch.userId !== caller.id) throw forbidden('You may only save as yourself.');
  const company = await findCallerCompany(services, caller, batch.selectedCompany);
  if (!company) throw notFound('No such company.');
  const today = utcDateOfInstant(services.now().getTime());

  const problems = new Map<number, RowProblem[]>();
  const addProblems = (index: number, found: RowProblem[]) => {
    if (found.length) problems.set(index, [...(problems.get(index) ?? []), ...found]);
  };
  const plans = batch.rows.map((row, index): Plan => {
    const { plan, problems: found } = planOf(row, index);
    addProblems(index, found);
    if (plan.action === 'create' || plan.action === 'update')
      addProblems(index, rowProblems(kind, row, { today }));
    return plan;
  });
  const steps = await savedRowIds(services, kind, company.id, plans);
  for (const [index, found] of batchProblems(kind, batch.rows)) addProblems(index, found);
  await checkPortfolios(services, kind, company.id, batch.rows, steps, addProblems);
  for (const [index, found] of await givenCodeProblems(services, company.id, steps))
    addProblems(index, found);
  if (problems.size) throw rejected(batch.rows, problems);

  const moved = await moveHedgeDates(services, kind, steps);
  const writer = { companyId: company.id, userId: caller.id, at: services.now() };
  const pkOf = (step: Step) => (step.action === 'skip' ? undefined : step.code) ?? PENDING_PK;

  return inTransaction(services, async (tx) => {
    // Under the company's code lock: no other save gives a code until this one ends.
    const creates = steps.filter((s) => s.action === 'create');
    const newCodes = await reserveBookCodes(tx, company.id, creates.filter((s) => !s.code).length);
    const taken = await givenCodeProblems(tx, company.id, steps);
    if (taken.size) throw rejected(batch.rows, taken);
    for (const step of creates) step.code ??= newCodes.shift();

    const saved = steps.filter((s) => s.action === 'update' || s.action === 'delete');
    const before = new Map(
      (
        await lockBookRows(
          tx,
          kind,
          company.id,
          saved.map((s) => s.id),
        )
      ).map((r) => [r.id, r]),
    );
    for (const step of saved) {
      const current = before.get(step.id);
      if (current?.version === step.version) continue;
      throw await conflictOrMissing(tx, kind, company.id, step, step.code, current);
    }
    const updates = steps.filter((s) => s.action === 'update');
    const deletes = steps.filter((s) => s.action === 'delete');
    const created = await insertBookRows(
      tx,
      kind,
      writer,
      // The statements read only the code and the kind's fields: the row is written on, uncopied.
      creates.map((s) => Object.assign(s.fields, { code: s.code ?? '' })),
    );
    const updated = await updateBookRows(
      tx,
      kind,
      writer,
      updates.map((s) => ({ ...s.fields, id: s.id, version: s.version })),
    );
    // The rows are locked and their versions checked: every one is written.
    if (updated.length !== updates.length) throw new Error('a locked row was not updated');
    await deleteBookRows(
      tx,
      kind,
      writer,
      deletes.map((s) => s.id),
    );
    const after = new Map(updated.map((r) => [r.id, r]));
    // Created rows wrote their history with them.
    const changes: BookChange[] = [
      ...updates.map((s) => change(s.id, 'updated', before.get(s.id) ?? null, after.get(s.id) ?? null)),
      ...deletes.map((s) => change(s.id, 'deleted', before.get(s.id) ?? null, null)),
    ];
    await insertBookChanges(tx, kind, writer, changes);
    await checkStrategyCodes(tx, kind, company.id, batch.rows, steps);

    if (created.length !== creates.length) throw new Error('a new row was not inserted');
    return {
      message: 'successful' as const,
      rows: steps.map((step) => {
        const pk = pkOf(step);
        switch (step.action) {
          case 'create':
            return { index: step.index, pk, action: 'created' as const, version: 1 };
          case 'update':
            return { index: step.index, pk, action: 'updated' as const, version: step.version + 1 };
          case 'delete':
            return { index: step.index, pk, action: 'deleted' as const, version: null };
          default:
            return { index: step.index, pk, action: 'skipped' as const, version: null };
        }
      }),
      moved: moved.map((m) => ({ ...m, pk: steps[m.index] ? pkOf(steps[m.index] as Step) : PENDING_PK })),
    };
  });
}

function change(
  rowId: number,
  action: BookChange['action'],
  before: BookImage | null,
  after: BookImage | null,
): BookChange {
  return {
    rowId,
    action,
    version: after?.version ?? before?.version ?? 0,
    before: before?.image ?? null,
    after: after?.image ?? null,
  };
}

/**
 * A row's plan from its key, code and marks: a new row (pk 'pending') with the code it brings, if
 * any; a saved row by its code, which keeps it.
 */
function planOf(row: Row, index: number): { plan: Plan; problems: RowProblem[] } {
  // The statements read only the kind's fields from it: the row stands for its fields, uncopied.
  const fields: Record<string, unknown> = row;
  const given = typeof row.code === 'string' && row.code.trim() ? row.code : undefined;
  const skip = (problem: RowProblem) => ({ plan: { index, action: 'skip' } as const, problems: [problem] });
  if (row.pk === PENDING_PK) {
    if (row.deleted) return { plan: { index, action: 'skip' }, problems: [] };
    const isGood = given === undefined || isBookCode(given);
    return {
      plan: { index, action: 'create', code: given && isGood ? bookCode(given) : undefined, fields },
      problems: isGood ? [] : [{ field: 'pk', code: 'CODE_FORMAT' }],
    };
  }
  if (!isBookCode(row.pk)) return skip({ field: 'pk', code: 'PK_FORMAT' });
  if (row.version === undefined) return skip({ field: 'version', code: 'VERSION_REQUIRED' });
  const code = bookCode(row.pk);
  const plan: Plan = row.deleted
    ? { index, action: 'delete', code, version: row.version }
    : { index, action: 'update', code, version: row.version, fields };
  const isOtherCode = given !== undefined && bookCode(given) !== code;
  return { plan, problems: isOtherCode ? [{ field: 'pk', code: 'CODE_FIXED' }] : [] };
}

/**
 * The id of each saved row the plans name by code. A code that is none of the company's rows of
 * the kind refuses the batch: 409 when the row was deleted since (naming who), else 404 — another
 * company's code included, which is not the caller's to change.
 */
async function savedRowIds(
  services: Services,
  kind: BookKind,
  companyId: number,
  plans: Plan[],
): Promise<Step[]> {
  const codes = plans.flatMap((p) => (p.action === 'update' || p.action === 'delete' ? [p.code] : []));
  const ids = new Map(
    (await selectRowsByCode(services, kind, companyId, [...new Set(codes)])).map((r) => [r.code, r.id]),
  );
  const steps: Step[] = [];
  for (const plan of plans) {
    if (plan.action !== 'update' && plan.action !== 'delete') {
      steps.push(plan);
      continue;
    }
    const id = ids.get(plan.code);
    if (id === undefined) {
      const deleted = await selectDeletedRowId(services, kind, companyId, plan.code);
      if (deleted === undefined) throw notFound('No such row.');
      throw await conflictOrMissing(
        services,
        kind,
        companyId,
        { index: plan.index, id: deleted },
        plan.code,
        undefined,
      );
    }
    steps.push({ ...plan, id });
  }
  return steps;
}

/**
 * The codes new rows bring that cannot be theirs: one given twice in the batch, or one another row
 * of the company already has, of any kind (named in the problem: "currency hedge DCA12").
 */
async function givenCodeProblems(
  services: Pick<Services, 'db'>,
  companyId: number,
  steps: Step[],
): Promise<Map<number, RowProblem[]>> {
  const problems = new Map<number, RowProblem[]>();
  const given = steps.flatMap((s) =>
    s.action === 'create' && s.code ? [{ index: s.index, code: s.code }] : [],
  );
  const owners = new Map(
    (await selectCodeOwners(services, companyId, [...new Set(given.map((g) => g.code))])).map((o) => [
      o.code,
      o,
    ]),
  );
  const seen = new Set<string>();
  for (const { index, code } of given) {
    const owner = owners.get(code);
    if (owner) {
      const record = (language: 'en' | 'es') => `${BOOK_KIND_LABELS[owner.kind][language]} ${owner.code}`;
      problems.set(index, [
        {
          field: 'pk',
          code: 'CODE_TAKEN',
          params: { code, 'record.en': record('en'), 'record.es': record('es') },
        },
      ]);
    } else if (seen.has(code)) problems.set(index, [{ field: 'pk', code: 'CODE_REPEATED' }]);
    seen.add(code);
  }
  return problems;
}

/**
 * Every portfolio named must be the company's (else 404, nothing written), and must hold the row's
 * pair or commodity; an end product must exist (else a problem of the row).
 */
async function checkPortfolios(
  services: Services,
  kind: BookKind,
  companyId: number,
  rows: Row[],
  steps: Step[],
  addProblems: (index: number, found: RowProblem[]) => void,
): Promise<void> {
  const { portfolioField, assetField } = BOOK_KINDS[kind];
  const written = steps.filter((s) => s.action === 'create' || s.action === 'update');
  const ids = [
    ...new Set(
      written
        .map((s) => rows[s.index]?.[portfolioField])
        .filter((v): v is number => typeof v === 'number' && Number.isInteger(v)),
    ),
  ];
  const owned = new Map((await selectCompanyPortfolios(services, companyId, ids)).map((p) => [p.id, p]));
  if (owned.size !== ids.length) throw notFound('No such portfolio.');
  const productIds = [
    ...new Set(
      written.map((s) => rows[s.index]?.fk_id_end_product).filter((v): v is number => typeof v === 'number'),
    ),
  ];
  const known = new Set(
    (await knownAssets(services, { pairs: [], commodityIds: [], endProductIds: productIds })).endProductIds,
  );
  const isCurrency = kind.startsWith('currency');
  for (const step of written) {
    const row: Record<string, unknown> = rows[step.index] ?? {};
    const product = row.fk_id_end_product;
    if (typeof product === 'number' && !known.has(product)) {
      addProblems(step.index, [{ field: 'fk_id_end_product', code: 'END_PRODUCT_UNKNOWN' }]);
    }
    const portfolio = owned.get(row[portfolioField] as number);
    const asset = row[assetField];
    if (!portfolio || asset === null || asset === undefined) continue;
    const isHeld = isCurrency
      ? portfolio.pairs.includes(asset as string)
      : portfolio.commodityIds.includes(asset as number);
    if (!isHeld) {
      addProblems(step.index, [
        { field: assetField, code: isCurrency ? 'PAIR_NOT_IN_PORTFOLIO' : 'COMMODITY_NOT_IN_PORTFOLIO' },
      ]);
    }
  }
}

/**
 * The strategy-code rule on the saved book, once the batch is written (in its transaction): legs
 * already saved under a code count too. A written row whose code now mixes strategies rejects the
 * batch, which rolls back.
 */
async function checkStrategyCodes(
  services: Services,
  kind: BookKind,
  companyId: number,
  rows: Row[],
  steps: Step[],
) {
  if (kind !== 'currency_hedge' && kind !== 'commodity_hedge') return;
  const codeOf = (row: Record<string, unknown> | undefined) =>
    typeof row?.strategy_code === 'string' && row.strategy_code.trim() ? row.strategy_code.trim() : undefined;
  const written = steps.filter((s) => s.action === 'create' || s.action === 'update');
  const codes = [
    ...new Set(written.map((s) => codeOf(rows[s.index])).filter((c): c is string => c !== undefined)),
  ];
  const legs = await selectStrategyLegs(services, kind, companyId, codes);
  const mixed = new Set([...batchProblems(kind, legs).keys()].map((i) => codeOf(legs[i])));
  const problems = new Map<number, RowProblem[]>();
  for (const step of written) {
    if (mixed.has(codeOf(rows[step.index])))
      problems.set(step.index, [{ field: 'strategy_code', code: 'STRATEGY_CODE_MIXED' }]);
  }
  if (problems.size) throw rejected(rows, problems);
}

/** 400 ROWS_REJECTED: every rejected row by its index and code, each field with its problems. */
export function rejected(rows: readonly Row[], problems: Map<number, RowProblem[]>): AppError {
  const list: RejectedRow[] = [...problems.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, found]) => {
      const fields: RejectedRow['fields'] = {};
      for (const problem of found) {
        const { field, code, params } = problem;
        const message = bookProblemMessage(problem, 'en');
        fields[field] = [...(fields[field] ?? []), { code, message, ...(params ? { params } : {}) }];
      }
      return { index, pk: rows[index]?.pk ?? PENDING_PK, fields };
    });
  const error = new AppError(
    'ROWS_REJECTED',
    `${list.length} row${list.length === 1 ? '' : 's'} cannot be saved; nothing was saved.`,
  );
  error.rows = list;
  return error;
}

/**
 * A saved row whose version moved on (or that was deleted since it was read): 409 naming who changed
 * it last. A row the company never had is 404.
 */
async function conflictOrMissing(
  services: Services,
  kind: BookKind,
  companyId: number,
  step: { index: number; id: number },
  pk: string,
  current: BookImage | undefined,
): Promise<AppError> {
  const last = await latestBookChange(services, kind, companyId, step.id);
  if (!last) return notFound('No such row.');
  const error = new AppError(
    'ROW_CONFLICT',
    `Row ${pk} was ${current ? 'changed' : 'deleted'} by ${last.changedBy ?? 'someone'} since you read it; nothing was saved.`,
  );
  error.conflict = {
    index: step.index,
    pk,
    changed_by: last.changedBy,
    changed_at: last.at.toISOString(),
    version: current?.version ?? null,
  };
  return error;
}

/**
 * Moves each hedge date that is not a business day of the asset's calendars (both currencies of a
 * pair; a commodity's quote currency) to the next business day, in the rows to be written.
 */
async function moveHedgeDates(services: Services, kind: BookKind, steps: Step[]) {
  const moved: { index: number; field: string; from: IsoDate; to: IsoDate }[] = [];
  if (!BOOK_KINDS[kind].isHedge) return moved;
  const written = steps.filter((s) => s.action === 'create' || s.action === 'update');
  const calendarKey =
    kind === 'currency_hedge'
      ? (fields: Record<string, unknown>) => fields.fk_idcurrency as string
      : await commodityCurrencies(services, written);
  const calendars = new Map<string, BusinessCalendar | null>();
  const calendarFor = (key: string) => {
    if (!calendars.has(key)) calendars.set(key, knownCalendar(kind, key));
    return calendars.get(key) ?? null;
  };
  for (const step of written) {
    const calendar = calendarFor(calendarKey(step.fields));
    if (!calendar) continue;
    for (const field of HEDGE_DATES) {
      const value = step.fields[field];
      if (typeof value !== 'string') continue;
      const to = adjustDate(calendar, value as IsoDate, 'FOLLOWING');
      if (to === value) continue;
      step.fields[field] = to;
      moved.push({ index: step.index, field, from: value as IsoDate, to });
    }
  }
  return moved;
}

async function commodityCurrencies(services: Services, steps: Step[]) {
  const ids = [
    ...new Set(
      steps
        .map((s) => ('fields' in s ? s.fields.fk_idcommodity : undefined))
        .filter((v) => typeof v === 'number'),
    ),
  ];
  const currencies = new Map(
    (await selectCommodityCurrencies(services, ids as number[])).map((c) => [c.id, c.currency]),
  );
  return (fields: Record<string, unknown>) => currencies.get(fields.fk_idcommodity as number) ?? '';
}

/** The calendar of a pair or currency; null when the library has none for it (the dates stay). */
function knownCalendar(kind: BookKind, key: string): BusinessCalendar | null {
  try {
    return kind === 'currency_hedge' ? calendarOfPair(key) : calendarOfCurrency(key);
  } catch {
    return null;
  }
}
