import type { LinkChange, Relations } from '@cobertura/contracts';

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
