import { canCover } from '@cobertura/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookChanges } from '../../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
let treasury: string;
let admin: string;
let portfolio: Record<string, number>;

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse('2026-03-10T12:00:00Z') });
  admin = (await platform.signIn('admin')).access;
  treasury = (await platform.signIn('treasury')).access;
  portfolio = await platform.portfolioIds(admin);
});
afterAll(() => platform.close());

interface Relations {
  today: string;
  exposures: {
    pk: string;
    type: string;
    date: string;
    amount: number;
    covered: number;
    uncovered: number;
    is_past: boolean;
    unit: string;
    links: { hedge: string; amount: number }[];
  }[];
  hedges: {
    pk: string;
    derivative: string;
    buy_sell: string;
    date: string;
    notional: number;
    used: number;
    free: number;
    unit: string;
  }[];
}

const read = async (name = 'Imports Colombia', pair = 'USDCOP', token = treasury) =>
  (
    await platform.request('GET', `/api/relations?portfolio=${portfolio[name]}&currency=${pair}`, { token })
  ).json() as Relations;
const save = (links: unknown[], name = 'Imports Colombia', pair = 'USDCOP', token = treasury) =>
  platform.request('POST', '/api/relations', {
    token,
    body: { portfolio: portfolio[name], currency: pair, links },
  });

/** A hedge with free notional and an uncovered exposure of the same unit. */
function freePair(relations: Relations) {
  const exposure = relations.exposures.find((e) => e.covered === 0);
  const hedge = relations.hedges.find((h) => h.used === 0 && h.unit === exposure?.unit);
  if (!exposure || !hedge) throw new Error('the demo book has no free hedge and uncovered exposure');
  return { exposure, hedge };
}

describe('relations', () => {
  it('reads the seeded links with covered, uncovered, used and free amounts', async () => {
    const relations = await read();
    expect(relations.exposures.length).toBeGreaterThan(0);
    const linked = relations.exposures.filter((e) => e.links.length > 0);
    expect(linked.length).toBeGreaterThan(0);
    for (const e of relations.exposures) {
      expect(e.covered).toBeCloseTo(e.links.reduce((s, l) => s + l.amount, 0));
      expect(e.uncovered).toBeCloseTo(e.amount - e.covered);
    }
    for (const h of relations.hedges) expect(h.free).toBeCloseTo(h.notional - h.used);
  });

  it("tells past exposures apart on the server's clock, and links the demo's open ones to hedges that can cover them", async () => {
    const relations = await read();
    expect(relations.today).toBe('2026-03-10');
    const past = relations.exposures.filter((e) => e.is_past);
    expect(past.length).toBeGreaterThan(0);
    expect(past.length).toBeLessThan(relations.exposures.length);
    for (const e of relations.exposures) expect(e.is_past).toBe(e.date < relations.today);
    const hedges = new Map(relations.hedges.map((h) => [h.pk, h]));
    const linked = relations.exposures.filter((e) => e.links.length > 0);
    expect(linked.length).toBeGreaterThan(0);
    for (const e of linked) {
      expect(e.is_past).toBe(false);
      for (const l of e.links) {
        const hedge = hedges.get(l.hedge);
        expect(hedge && canCover(e, hedge)).toBe(true);
      }
    }
  });

  it('saves a partial link, changes it and removes it, each with its history', async () => {
    const { exposure, hedge } = freePair(await read());
    const amount = Math.min(exposure.amount, hedge.notional) / 4;
    const created = await save([{ exposure: exposure.pk, hedge: hedge.pk, amount }]);
    expect(created.statusCode).toBe(200);
    const after = created.json() as Relations;
    expect(after.exposures.find((e) => e.pk === exposure.pk)).toMatchObject({
      covered: amount,
      uncovered: exposure.amount - amount,
    });
    expect(after.hedges.find((h) => h.pk === hedge.pk)).toMatchObject({ used: amount });

    const changed = (
      await save([{ exposure: exposure.pk, hedge: hedge.pk, amount: amount * 2 }])
    ).json() as Relations;
    expect(changed.exposures.find((e) => e.pk === exposure.pk)?.covered).toBe(amount * 2);
    const removed = (
      await save([{ exposure: exposure.pk, hedge: hedge.pk, deleted: true }])
    ).json() as Relations;
    expect(removed.exposures.find((e) => e.pk === exposure.pk)?.covered).toBe(0);
    const rows = await platform.services.db
      .select({ action: bookChanges.action })
      .from(bookChanges)
      .where(eq(bookChanges.entity, 'currency_link'))
      .orderBy(desc(bookChanges.id))
      .limit(3);
    expect(rows.map((r) => r.action)).toEqual(['deleted', 'updated', 'created']);
  });

  it('refuses links covering more than the exposure or using more than the hedge, all or none', async () => {
    const relations = await read();
    const { exposure, hedge } = freePair(relations);
    const other = relations.exposures.find(
      (e) => e.pk !== exposure.pk && e.covered === 0 && e.unit === hedge.unit,
    );
    const tooMuchForExposure = exposure.amount + 1;
    const answer = await save([
      { exposure: exposure.pk, hedge: hedge.pk, amount: Math.min(1, hedge.notional) },
      { exposure: other?.pk, hedge: hedge.pk, amount: hedge.notional },
      { exposure: exposure.pk, hedge: hedge.pk, amount: tooMuchForExposure },
    ]);
    expect(answer.statusCode).toBe(400);
    const error = answer.json().error;
    expect(error.code).toBe('ROWS_REJECTED');
    const codes = error.rows.flatMap((r: { fields: Record<string, { code: string }[]> }) =>
      Object.values(r.fields)
        .flat()
        .map((p) => p.code),
    );
    expect(codes).toContain('LINK_REPEATED');
    expect(codes).toContain('HEDGE_OVER_USED');
    expect(codes).toContain('EXPOSURE_OVER_COVERED');
    expect((await read()).exposures.find((e) => e.pk === exposure.pk)?.covered).toBe(0);
  });

  it('refuses a hedge of another pair and the removal of a link that does not exist', async () => {
    const colombia = await read();
    const euro = await read('Imports Colombia', 'EURUSD');
    const { exposure, hedge } = freePair(colombia);
    const answer = await save([
      { exposure: exposure.pk, hedge: euro.hedges[0]?.pk, amount: 1 },
      { exposure: exposure.pk, hedge: hedge.pk, deleted: true },
    ]);
    expect(answer.statusCode).toBe(400);
    const [first, second] = answer.json().error.rows;
    expect(first.fields.hedge[0].code).toBe('OTHER_ASSET');
    expect(second.fields.hedge[0].code).toBe('LINK_NOT_FOUND');
  });

  it("answers 404 for another company's portfolio or rows", async () => {
    const palm = await platform.request(
      'GET',
      `/api/relations?portfolio=${portfolio['Ringgit cash flows']}&currency=USDMYR`,
      { token: treasury },
    );
    expect(palm.statusCode).toBe(404);
    const ringgit = await read('Ringgit cash flows', 'USDMYR', admin);
    const { exposure, hedge } = freePair(await read());
    const foreignHedge = ringgit.hedges[0]?.pk ?? 'DCB1';
    expect((await save([{ exposure: exposure.pk, hedge: foreignHedge, amount: 1 }])).statusCode).toBe(404);
    expect((await save([{ exposure: exposure.pk, hedge: `${hedge.pk}999`, amount: 1 }])).statusCode).toBe(
      404,
    );
  });

  it('removes the links of a deleted hedge with the book batch, and says so in the history', async () => {
    const relations = await read();
    const linked = relations.hedges.find((h) => h.used > 0);
    if (!linked) throw new Error('no linked demo hedge');
    const rows = (
      await platform.request('GET', `/api/currency-hedge?portfolios=${portfolio['Imports Colombia']}`, {
        token: treasury,
      })
    ).json() as {
      pk: string;
      version: number;
    }[];
    const row = rows.find((r) => r.pk === linked.pk);
    const userId = (await platform.request('GET', '/api/user', { token: treasury })).json().pk_idusers;
    const companyId = (await platform.request('GET', '/api/companies', { token: treasury })).json()[0]
      .pk_idcompany;
    const deleted = await platform.request('POST', '/api/update_create_hedgecurrency', {
      token: treasury,
      body: {
        currency_hedge: [{ pk: linked.pk, version: row?.version, deleted: true }],
        selected_company: companyId,
        user_id: userId,
      },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await read();
    expect(after.hedges.find((h) => h.pk === linked.pk)).toBeUndefined();
    expect(after.exposures.flatMap((e) => e.links).some((l) => l.hedge === linked.pk)).toBe(false);
  });
});
