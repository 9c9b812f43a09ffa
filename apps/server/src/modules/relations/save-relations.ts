import {
  LINK_PROBLEMS,
  type LinkProblem,
  linkExcess,
  type Relations,
  type SaveRelationsRequest,
} from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import { findCallerPortfolio } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';
import { assetOf, readRelations } from './read-relations.ts';
import {
  deleteLinks,
  type LinkedRow,
  lockLinkedRows,
  selectLinks,
  selectRowIdsByCode,
  upsertLinks,
} from './relations.queries.ts';

type Field = 'exposure' | 'hedge' | 'amount';

/**
 * Saves changes to the links of one of the caller's portfolios and one pair or commodity, all or
 * none, and answers the relations as saved:
 * - a key of another company, or of a row the company does not have, answers 404;
 * - both rows must be of the portfolio and asset, in the same currency or unit;
 * - an exposure's links may not cover more than its amount, nor a hedge's use more than its
 *   notional — judged only where the save makes them grow, so lowering or removing a link is always
 *   allowed (the book may have lowered an amount after the links were set);
 * - any problem refuses the save (400 ROWS_REJECTED, every change and its problems listed).
 * The exposures and hedges named are locked first, so two saves cannot overcommit one row together.
 */
export async function saveRelations(
  services: Services,
  caller: Caller,
  save: SaveRelationsRequest,
): Promise<Relations> {
  const portfolio = await findCallerPortfolio(services, caller, save.portfolio);
  if (!portfolio) throw notFound('No such portfolio.');
  const { assetClass, asset } = assetOf(save);
  const idsOf = async (side: 'exposure' | 'hedge') => {
    const codes = [...new Set(save.links.map((link) => link[side]))];
    const ids = await selectRowIdsByCode(services, assetClass, side, portfolio.companyId, codes);
    // A code of no row of the company (another company's included): not the caller's to link.
    return (code: string) => {
      const id = ids.get(code);
      if (id === undefined) throw notFound('No such row.');
      return id;
    };
  };
  const [exposureIdOf, hedgeIdOf] = [await idsOf('exposure'), await idsOf('hedge')];
  const changes = save.links.map((change, index) => ({
    index,
    change,
    exposureId: exposureIdOf(change.exposure),
    hedgeId: hedgeIdOf(change.hedge),
  }));
  const keyOf = (exposureId: number, hedgeId: number) => `${exposureId}:${hedgeId}`;

  const problems = new Map<number, { field: Field; code: LinkProblem }[]>();
  const addProblem = (index: number, field: Field, code: LinkProblem) =>
    problems.set(index, [...(problems.get(index) ?? []), { field, code }]);
  const seen = new Set<string>();
  for (const { index, exposureId, hedgeId } of changes) {
    const key = keyOf(exposureId, hedgeId);
    if (seen.has(key)) addProblem(index, 'hedge', 'LINK_REPEATED');
    seen.add(key);
  }
  const writer = { companyId: portfolio.companyId, userId: caller.id, at: services.now() };

  await inTransaction(services, async (tx) => {
    const exposureIds = [...new Set(changes.map((c) => c.exposureId))];
    const hedgeIds = [...new Set(changes.map((c) => c.hedgeId))];
    const lock = async (side: 'exposure' | 'hedge', wanted: number[]) => {
      const rows = await lockLinkedRows(tx, assetClass, side, portfolio.companyId, wanted);
      if (rows.length !== wanted.length) throw notFound('No such row.');
      return new Map(rows.map((r) => [r.id, r]));
    };
    const exposures = await lock('exposure', exposureIds);
    const hedges = await lock('hedge', hedgeIds);
    const isOfSheet = (row: LinkedRow) => row.portfolio === portfolio.id && row.asset === String(asset);

    const saved = await selectLinks(tx, assetClass, portfolio.companyId, exposureIds, hedgeIds);
    const savedByKey = new Map(saved.map((l) => [keyOf(l.exposure_id, l.hedge_id), l]));
    const amounts = new Map(saved.map((l) => [keyOf(l.exposure_id, l.hedge_id), Number(l.amount)]));
    for (const { index, change, exposureId, hedgeId } of changes) {
      const exposure = exposures.get(exposureId) as LinkedRow;
      const hedge = hedges.get(hedgeId) as LinkedRow;
      if (!isOfSheet(exposure)) addProblem(index, 'exposure', 'OTHER_ASSET');
      if (!isOfSheet(hedge)) addProblem(index, 'hedge', 'OTHER_ASSET');
      else if (hedge.unit !== exposure.unit) addProblem(index, 'hedge', 'OTHER_UNIT');
      const key = keyOf(exposureId, hedgeId);
      if ('deleted' in change) {
        if (!savedByKey.has(key)) addProblem(index, 'hedge', 'LINK_NOT_FOUND');
        amounts.delete(key);
      } else amounts.set(key, change.amount);
    }

    // Totals before and after the save, per exposure and per hedge.
    const totals = (entries: Iterable<[string, number]>, side: 0 | 1) => {
      const sums = new Map<number, number>();
      for (const [key, amount] of entries) {
        const id = Number(key.split(':')[side]);
        sums.set(id, (sums.get(id) ?? 0) + amount);
      }
      return sums;
    };
    const savedEntries = saved.map((l): [string, number] => [
      keyOf(l.exposure_id, l.hedge_id),
      Number(l.amount),
    ]);
    const isOver = (side: 0 | 1, limits: Map<number, LinkedRow>) => {
      const before = totals(savedEntries, side);
      const after = totals(amounts, side);
      return (id: number) =>
        linkExcess(Number(limits.get(id)?.amount ?? 0), before.get(id) ?? 0, after.get(id) ?? 0).isRefused;
    };
    const isExposureOver = isOver(0, exposures);
    const isHedgeOver = isOver(1, hedges);
    for (const { index, change, exposureId, hedgeId } of changes) {
      if ('deleted' in change) continue;
      if (isExposureOver(exposureId)) addProblem(index, 'amount', 'EXPOSURE_OVER_COVERED');
      if (isHedgeOver(hedgeId)) addProblem(index, 'amount', 'HEDGE_OVER_USED');
    }
    if (problems.size) throw rejected(save, problems);

    await upsertLinks(
      tx,
      assetClass,
      writer,
      changes.flatMap(({ change, exposureId, hedgeId }) =>
        'deleted' in change ? [] : [{ exposureId, hedgeId, amount: change.amount }],
      ),
    );
    await deleteLinks(
      tx,
      assetClass,
      writer,
      changes.flatMap(({ change, exposureId, hedgeId }) => {
        const link = savedByKey.get(keyOf(exposureId, hedgeId));
        return 'deleted' in change && link ? [link.id] : [];
      }),
    );
  });
  return readRelations(services, caller, save);
}

/** 400 ROWS_REJECTED: every refused change by its index, keyed by its exposure, with its problems. */
function rejected(save: SaveRelationsRequest, problems: Map<number, { field: Field; code: LinkProblem }[]>) {
  const error = new AppError('ROWS_REJECTED', 'Some links break the rules; nothing was saved.');
  error.rows = [...problems].map(([index, found]) => {
    const fields: Record<string, { code: string; message: string }[]> = {};
    for (const { field, code } of found)
      fields[field] = [...(fields[field] ?? []), { code, message: LINK_PROBLEMS[code] }];
    return { index, pk: save.links[index]?.exposure ?? '', fields };
  });
  return error;
}
