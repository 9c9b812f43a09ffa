import { canCover, type LinkChange, type LinkExcess, linkExcess, type Relations } from '@cobertura/contracts';

/** The links being edited: the amount of each hedge on each exposure, by exposure then hedge. */
export type LinkAmounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** The saved links as a draft to edit. */
export function draftOf(relations: Relations): LinkAmounts {
  return new Map(relations.exposures.map((e) => [e.pk, new Map(e.links.map((l) => [l.hedge, l.amount]))]));
}

/** The draft with one link set to `amount`, or removed when `amount` is null. */
export function withLink(
  draft: LinkAmounts,
  exposure: string,
  hedge: string,
  amount: number | null,
): LinkAmounts {
  const links = new Map(draft.get(exposure));
  if (amount === null) links.delete(hedge);
  else links.set(hedge, amount);
  return new Map(draft).set(exposure, links);
}

const sum = (values: Iterable<number>) => [...values].reduce((total, v) => total + v, 0);

/** How much of an exposure the draft covers. */
export const coveredOf = (draft: LinkAmounts, exposure: string) => sum(draft.get(exposure)?.values() ?? []);

/** How much of a hedge's notional the draft uses, over every exposure. */
export const usedOf = (draft: LinkAmounts, hedge: string) =>
  sum([...draft.values()].map((links) => links.get(hedge) ?? 0));

/** What a new link's amount starts at: the smaller of the hedge's free notional and the exposure's uncovered part. */
export function prefilledAmount(
  draft: LinkAmounts,
  relations: Relations,
  exposure: string,
  hedge: string,
): number {
  const amount = relations.exposures.find((e) => e.pk === exposure)?.amount ?? 0;
  const notional = relations.hedges.find((h) => h.pk === hedge)?.notional ?? 0;
  return Math.max(0, Math.min(notional - usedOf(draft, hedge), amount - coveredOf(draft, exposure)));
}

/** What the save sends: each link set or changed with its amount, each removed one as deleted. */
export function changesOf(relations: Relations, draft: LinkAmounts): LinkChange[] {
  const saved = draftOf(relations);
  return relations.exposures.flatMap((e): LinkChange[] => {
    const before = saved.get(e.pk) ?? new Map<string, number>();
    const after = draft.get(e.pk) ?? new Map<string, number>();
    const set = [...after]
      .filter(([hedge, amount]) => before.get(hedge) !== amount)
      .map(([hedge, amount]) => ({ exposure: e.pk, hedge, amount }));
    const removed = [...before.keys()]
      .filter((hedge) => !after.has(hedge))
      .map((hedge) => ({ exposure: e.pk, hedge, deleted: true as const }));
    return [...set, ...removed];
  });
}

/** What the draft covers beyond each exposure's amount and uses beyond each hedge's notional: only the rows over. */
export interface DraftExcess {
  exposures: ReadonlyMap<string, LinkExcess>;
  hedges: ReadonlyMap<string, LinkExcess>;
  /** Whether the server would refuse the draft's save for it (the contract's one rule). */
  isRefused: boolean;
}

/** The rows the draft leaves over their amount or notional, judged by the server's rule against the saved links. */
export function draftExcess(relations: Relations, draft: LinkAmounts): DraftExcess {
  const over = <Row extends { pk: string }>(
    rows: readonly Row[],
    judge: (row: Row) => LinkExcess,
  ): Map<string, LinkExcess> =>
    new Map(rows.map((row) => [row.pk, judge(row)] as const).filter(([, excess]) => excess.over > 0));
  const exposures = over(relations.exposures, (e) => linkExcess(e.amount, e.covered, coveredOf(draft, e.pk)));
  const hedges = over(relations.hedges, (h) => linkExcess(h.notional, h.used, usedOf(draft, h.pk)));
  const isRefused = [...exposures.values(), ...hedges.values()].some((excess) => excess.isRefused);
  return { exposures, hedges, isRefused };
}

/**
 * The hedges offered to cover an exposure: those that can cover it (the contract's rule: its units,
 * the side it offsets, its dates), not linked to it yet, with notional the draft leaves free.
 */
export function offeredHedges(relations: Relations, draft: LinkAmounts, exposure: string) {
  const covered = relations.exposures.find((e) => e.pk === exposure);
  const links = draft.get(exposure);
  if (!covered) return [];
  return relations.hedges.filter(
    (h) => !links?.has(h.pk) && canCover(covered, h) && h.notional - usedOf(draft, h.pk) > 0,
  );
}

/** What is over on one exposure's row: its own cover, each of its hedges used beyond its notional, and whether a save is refused for them. */
export function overOnExposure(excess: DraftExcess, draft: LinkAmounts, exposure: string) {
  const own = excess.exposures.get(exposure);
  const hedges = [...(draft.get(exposure)?.keys() ?? [])].flatMap((pk) => {
    const over = excess.hedges.get(pk);
    return over ? [{ pk, ...over }] : [];
  });
  const isRefused = (own?.isRefused ?? false) || hedges.some((h) => h.isRefused);
  return { own, hedges, isOver: own !== undefined || hedges.length > 0, isRefused };
}
