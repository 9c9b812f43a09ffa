import { canCover, isPastExposure } from '@cobertura/contracts';
import { utcDateOfInstant } from '@cobertura/finance/time';
import { asc, sql } from 'drizzle-orm';
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
  /** The exposure's cash-flow date, or the day the hedge counts on. */
  date: string;
}
type ExposureRow = BookRow & { type: string };
type HedgeRow = BookRow & { derivative: string; buy_sell: string };

/**
 * Links the first forwards and futures of each demo portfolio and asset to its earliest open
 * exposures that they can cover (the Relations sheet's rule: same currency or unit, the side they
 * offset, dates close), half of each exposure at most, so that the sheet opens on covered, partly
 * covered and uncovered exposures. Each link gets its 'created' history entry.
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
        type: currencyExposures.fk_idexposureoption,
        date: sql<string>`coalesce(${currencyExposures.realized_expiration_date}, ${currencyExposures.planned_expiration_date})::text`,
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
        buy_sell: currencyHedges.buy_sell,
        date: sql<string>`coalesce(${currencyHedges.hedged_date}, ${currencyHedges.fixing_date})::text`,
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
        type: commodityExposures.fk_idcommodityexposureoption,
        date: sql<string>`${commodityExposures.date}::text`,
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
        buy_sell: commodityHedges.buy_sell,
        date: sql<string>`coalesce(${commodityHedges.hedged_date}, ${commodityHedges.fixing_date})::text`,
      })
      .from(commodityHedges)
      .orderBy(asc(commodityHedges.fixing_date), asc(commodityHedges.id)),
  ]);
  await linkGroups(db, now, 'currency', cx as ExposureRow[], ch as HedgeRow[]);
  await linkGroups(db, now, 'commodity', mx as ExposureRow[], mh as HedgeRow[]);
}

async function linkGroups(
  db: Db,
  now: Date,
  assetClass: 'currency' | 'commodity',
  exposures: ExposureRow[],
  hedges: HedgeRow[],
): Promise<void> {
  const today = utcDateOfInstant(now.getTime());
  const unitOf = (r: BookRow) => r.unit ?? '';
  const groupOf = (r: BookRow) => `${r.companyId}|${r.portfolio}|${r.asset}|${r.unit}`;
  const uncovered = new Map(exposures.map((e) => [e.id, Number(e.amount) / 2]));
  const linkedPerGroup = new Map<string, number>();
  const links: { companyId: number; exposureId: number; hedgeId: number; amount: string; userId: number }[] =
    [];
  for (const hedge of hedges) {
    if (!['FORWARD', 'FUTURE'].includes(hedge.derivative)) continue;
    const group = groupOf(hedge);
    if ((linkedPerGroup.get(group) ?? 0) >= LINKED_HEDGES_PER_GROUP) continue;
    const notional = Number(hedge.amount);
    let free = notional;
    for (const exposure of exposures) {
      if (free <= 0) break;
      if (groupOf(exposure) !== group || isPastExposure(exposure, today)) continue;
      if (!canCover({ ...exposure, unit: unitOf(exposure) }, { ...hedge, unit: unitOf(hedge) })) continue;
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
    // A hedge with nothing to cover (an earlier one's, or one of the past) leaves the group's count.
    if (free < notional) linkedPerGroup.set(group, (linkedPerGroup.get(group) ?? 0) + 1);
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
