import {
  type BatchAnswer,
  BOOK_KINDS,
  type BookKind,
  batchProblems,
  PENDING_PK,
  type RejectedRow,
  ROW_PROBLEMS,
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
  selectStrategyLegs,
  updateBookRows,
} from './book.queries.ts';
import { knownAssets, selectCommodityCurrencies } from './lookups.queries.ts';
import { findCallerCompany, selectCompanyPortfolios } from './portfolios.queries.ts';

type Row = Record<string, unknown> & { pk: string; version?: number; edited?: boolean; deleted?: boolean };

export interface BookBatch {
  kind: BookKind;
  selectedCompany: number;
  userId: number;
  rows: Row[];
}

/** What the batch does with one of its rows. */
type Step =
  | { index: number; action: 'create'; fields: Record<string, unknown> }
  | { index: number; action: 'update'; id: number; version: number; fields: Record<string, unknown> }
  | { index: number; action: 'delete'; id: number; version: number }
  | { index: number; action: 'skip' };

/** Hedge dates that move to the next business day of the asset's calendars. */
const HEDGE_DATES = ['trade_date', 'fixing_date', 'value_date', 'premium_value_date'] as const;

/**
 * Saves a grid's batch of one kind of row — new rows (pk 'pending'), edited rows (their pk and the
 * version they were read at) and deleted rows (`deleted: true`) — all or nothing:
 * - the company and user must be the caller's (404 / 403); every portfolio must be the company's and
 *   every saved row must be one of its rows (404);
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
  const steps = batch.rows.map((row, index): Step => {
    const found = planOf(row, index, company.initials);
    if ('problem' in found) {
      addProblems(index, [found.problem]);
      return { index, action: 'skip' };
    }
    if (found.action !== 'delete') addProblems(index, rowProblems(kind, row, { today }));
    return found;
  });
  for (const [index, found] of batchProblems(kind, batch.rows)) addProblems(index, found);
  await checkPortfolios(services, kind, company.id, batch.rows, steps, addProblems);
  if (problems.size) throw rejected(batch.rows, problems);

  const moved = await moveHedgeDates(services, kind, steps);
  const writer = { companyId: company.id, userId: caller.id, at: services.now() };
  const pkOf = (id: number) => `${company.initials}${id}`;

  return inTransaction(services, async (tx) => {
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
      throw await conflictOrMissing(tx, kind, company.id, step, pkOf(step.id), current);
    }
    const creates = steps.filter((s) => s.action === 'create');
    const updates = steps.filter((s) => s.action === 'update');
    const deletes = steps.filter((s) => s.action === 'delete');
    const created = await insertBookRows(
      tx,
      kind,
      writer,
      creates.map((s) => s.fields),
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

    const createdAt = new Map(creates.map((s, i) => [s.index, created[i]]));
    return {
      message: 'successful' as const,
      rows: steps.map((step) => {
        switch (step.action) {
          case 'create': {
            const id = createdAt.get(step.index);
            return {
              index: step.index,
              pk: id ? pkOf(id) : PENDING_PK,
              action: 'created' as const,
              version: 1,
            };
          }
          case 'update':
            return {
              index: step.index,
              pk: pkOf(step.id),
              action: 'updated' as const,
              version: step.version + 1,
            };
          case 'delete':
            return { index: step.index, pk: pkOf(step.id), action: 'deleted' as const, version: null };
          default:
            return { index: step.index, pk: PENDING_PK, action: 'skipped' as const, version: null };
        }
      }),
      moved: moved.map((m) => {
        const step = steps[m.index];
        const id = step?.action === 'create' ? createdAt.get(m.index) : undefined;
        const pk = id ? pkOf(id) : step && 'id' in step ? pkOf(step.id) : PENDING_PK;
        return { ...m, pk };
      }),
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

/** A row's step from its key and marks; a key that is not the company's form is a problem. */
function planOf(row: Row, index: number, initials: string): Step | { problem: RowProblem } {
  // The statements read only the kind's fields from it: the row stands for its fields, uncopied.
  const fields: Record<string, unknown> = row;
  if (row.pk === PENDING_PK)
    return row.deleted ? { index, action: 'skip' } : { index, action: 'create', fields };
  const match = /^([A-Z]+)(\d{1,9})$/.exec(row.pk);
  if (!match) return { problem: { field: 'pk', code: 'PK_FORMAT' } };
  // Another company's key: the row is not the caller's to change.
  if (match[1] !== initials) throw notFound('No such row.');
  if (row.version === undefined) return { problem: { field: 'version', code: 'VERSION_REQUIRED' } };
  const id = Number(match[2]);
  return row.deleted
    ? { index, action: 'delete', id, version: row.version }
    : { index, action: 'update', id, version: row.version, fields };
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

function rejected(rows: Row[], problems: Map<number, RowProblem[]>): AppError {
  const list: RejectedRow[] = [...problems.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, found]) => {
      const fields: RejectedRow['fields'] = {};
      for (const { field, code } of found) {
        fields[field] = [...(fields[field] ?? []), { code, message: ROW_PROBLEMS[code].en }];
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
