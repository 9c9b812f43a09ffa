import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bookChanges,
  commodityExposures,
  commodityHedgeLinks,
  commodityHedges,
  currencyExposures,
  currencyHedgeLinks,
  currencyHedges,
} from '../db/schema.ts';

/** How many hedges of each portfolio, asset and unit the demo links: enough to show the sheet, not all. */
const LINKED_HEDGES_PER_GROUP = 3;

interface BookRow {
  id: number;
  companyId: number;
  createdBy: number;
  portfolio: number;
  asset: string | number;
  unit: string | null;
  amount: string;
}

/**
 * Links the first forwards and futures of each demo portfolio and asset to its earliest exposures
 * of the same currency or unit, half of each exposure at most, so that the Relations sheet opens on
 * covered, partly covered and uncovered exposures. Each link gets its 'created' history entry.
 */
export async function seedDemoRelations(db: Db, now: Date): Promise<void> {
  const [cx, ch, mx, mh] = await Promise.all([
    db
      .select({
        id: currencyExposures.id,
        companyId: currencyExposures.companyId,
        createdBy: currencyExposures.createdBy,
        portfolio: currencyExposures.fk_idportafolio,
        asset: currencyExposures.fk_idcurrency,
        unit: currencyExposures.fk_idcountry_currency,
        amount: currencyExposures.notional,
      })
      .from(currencyExposures)
      .orderBy(asc(currencyExposures.planned_expiration_date), asc(currencyExposures.id)),
    db
      .select({
        id: currencyHedges.id,
        companyId: currencyHedges.companyId,
        createdBy: currencyHedges.createdBy,
        portfolio: currencyHedges.fk_idportafolio,
        asset: currencyHedges.fk_idcurrency,
        unit: currencyHedges.fk_idcountry_currency,
        amount: currencyHedges.notional,
        derivative: currencyHedges.derivative,
      })
      .from(currencyHedges)
      .orderBy(asc(currencyHedges.fixing_date), asc(currencyHedges.id)),
    db
      .select({
        id: commodityExposures.id,
        companyId: commodityExposures.companyId,
        createdBy: commodityExposures.createdBy,
        portfolio: commodityExposures.fk_idportfolio,
        asset: commodityExposures.fk_idcommodity,
        unit: commodityExposures.commodity_unit,
        amount: commodityExposures.quantity,
      })
      .from(commodityExposures)
      .orderBy(asc(commodityExposures.date), asc(commodityExposures.id)),
    db
      .select({
        id: commodityHedges.id,
        companyId: commodityHedges.companyId,
        createdBy: commodityHedges.createdBy,
        portfolio: commodityHedges.fk_idportafolio,
        asset: commodityHedges.fk_idcommodity,
        unit: commodityHedges.commodity_unit,
        amount: commodityHedges.quantity,
        derivative: commodityHedges.derivative,
      })
      .from(commodityHedges)
      .orderBy(asc(commodityHedges.fixing_date), asc(commodityHedges.id)),
  ]);
  await linkGroups(db, now, 'currency', cx as BookRow[], ch as (BookRow & { derivative: string })[]);
  await linkGroups(db, now, 'commodity', mx as BookRow[], mh as (BookRow & { derivative: string })[]);
}

async function linkGroups(
  db: Db,
  now: Date,
  assetClass: 'currency' | 'commodity',
  exposures: BookRow[],
  hedges: (BookRow & { derivative: string })[],
): Promise<void> {
  const groupOf = (r: BookRow) => `${r.companyId}|${r.portfolio}|${r.asset}|${r.unit}`;
  const uncovered = new Map(exposures.map((e) => [e.id, Number(e.amount) / 2]));
  const linkedPerGroup = new Map<string, number>();
  const links: { companyId: number; exposureId: number; hedgeId: number; amount: string; userId: number }[] =
    [];
  for (const hedge of hedges) {
    if (!['FORWARD', 'FUTURE'].includes(hedge.derivative)) continue;
    const group = groupOf(hedge);
    if ((linkedPerGroup.get(group) ?? 0) >= LINKED_HEDGES_PER_GROUP) continue;
    let free = Number(hedge.amount);
    for (const exposure of exposures) {
      if (free <= 0) break;
      if (groupOf(exposure) !== group) continue;
      const amount = Math.min(free, uncovered.get(exposure.id) ?? 0);
      if (amount <= 0) continue;
      uncovered.set(exposure.id, (uncovered.get(exposure.id) ?? 0) - amount);
      free -= amount;
      links.push({
        companyId: hedge.companyId,
        exposureId: exposure.id,
        hedgeId: hedge.id,
        amount: String(amount),
        userId: hedge.createdBy,
      });
    }
    linkedPerGroup.set(group, (linkedPerGroup.get(group) ?? 0) + 1);
  }
  if (links.length === 0) return;
  const table = assetClass === 'currency' ? currencyHedgeLinks : commodityHedgeLinks;
  const saved = await db
    .insert(table)
    .values(
      links.map((l) => ({
        companyId: l.companyId,
        exposureId: l.exposureId,
        hedgeId: l.hedgeId,
        amount: l.amount,
        version: 1,
        createdAt: now,
        createdBy: l.userId,
        updatedAt: now,
        updatedBy: l.userId,
      })),
    )
    .returning();
  await db.insert(bookChanges).values(
    saved.map((l) => ({
      entity: `${assetClass}_link`,
      rowId: l.id,
      companyId: l.companyId,
      version: 1,
      action: 'created',
      userId: l.createdBy,
      at: now,
      before: null,
      after: { exposure_id: l.exposureId, hedge_id: l.hedgeId, amount: Number(l.amount) },
    })),
  );
}
