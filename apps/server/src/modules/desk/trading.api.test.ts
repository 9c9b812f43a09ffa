import type { BankQuote, DeskRequest, ZBlotter, ZDeskMe } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companies, portfolios } from '../../db/schema.ts';
import { deskCalls, insertSubmittedRequest } from '../../test/desk-requests.ts';
import { useTestPlatform } from '../../test/platform-suite.ts';
import { SIMULATED_VALID_SECONDS } from './ask-quotes.ts';
import { rateText } from './trade-text.ts';

/** A Tuesday, noon UTC: the market's today is the same day. */
const TODAY = '2026-03-10';
/** Three monthly USDCOP payables of USD 1,000,000. */
const SETTLEMENTS = ['2026-04-10', '2026-05-11', '2026-06-10'].map((date) => ({ date, amount: 1_000_000 }));
/** The demo banks' spreads (seed/demo-desk.ts): Company A's simulated banks. */
const ANDINO_BPS = 12;
const NORTE_BPS = 18;
/** How close a margin is to the spread it was quoted with: floating arithmetic only. */
const BPS_TOLERANCE = 1e-6;

const suite = useTestPlatform({
  today: TODAY,
  users: ['treasury', 'desk', 'supervisor', 'admin'],
  portfoliosAs: 'admin',
});
const { tokens, portfolio } = suite;

const { call, ok } = deskCalls(suite);
const usdcop = (overrides: Partial<Parameters<typeof insertSubmittedRequest>[1]> = {}) =>
  insertSubmittedRequest(suite.platform, {
    portfolioId: portfolio['Imports Colombia']!,
    asset: 'USDCOP',
    side: 'buyer',
    settlements: SETTLEMENTS,
    ...overrides,
  });
const askQuotes = (id: number, token = tokens.desk) =>
  ok<DeskRequest>('POST', `/api/desk/requests/${id}/ask_quotes`, token, {});
const byBank = (request: DeskRequest, name: string) =>
  request.quotes.filter((q) => q.counterparty === name).at(-1) as BankQuote;

describe('desk: who the caller is', () => {
  it('answers the desk role and the companies served; staff act as supervisors; a treasurer is refused', async () => {
    const trader = await ok<z.infer<typeof ZDeskMe>>('GET', '/api/desk/me');
    expect(trader.desk_role).toBe('trader');
    expect(trader.companies.map((c) => c.name)).toEqual(['Demo Company A', 'Demo Company B']);
    expect((await ok<z.infer<typeof ZDeskMe>>('GET', '/api/desk/me', tokens.supervisor)).desk_role).toBe(
      'supervisor',
    );
    expect((await ok<z.infer<typeof ZDeskMe>>('GET', '/api/desk/me', tokens.admin)).desk_role).toBe(
      'supervisor',
    );
    for (const url of ['/api/desk/me', '/api/desk/blotter'])
      expect((await call('GET', url, tokens.treasury!)).statusCode).toBe(403);
    const id = await usdcop();
    for (const [method, url] of [
      ['GET', `/api/desk/requests/${id}`],
      ['POST', `/api/desk/requests/${id}/ask_quotes`],
      ['POST', `/api/desk/requests/${id}/reject`],
    ] as const)
      expect(
        (await call(method, url, tokens.treasury!, method === 'POST' ? { reason: 'x' } : undefined))
          .statusCode,
      ).toBe(403);
  });
});

describe('desk: quotes', () => {
  it("asks the client's banks: the simulated ones answer at once around fair value, the best flagged", async () => {
    const id = await usdcop();
    const before = await ok<DeskRequest>('GET', `/api/desk/requests/${id}`);
    expect(before.state).toBe('submitted');
    expect(before.quotes).toEqual([]);
    expect(before.fair_value).toBeGreaterThan(before.mid!);

    const quoted = await askQuotes(id);
    expect(quoted.state).toBe('quoting');
    expect(quoted.quotes.map((q) => q.counterparty)).toEqual(['Banco Andino', 'Norte Capital Bank']);
    const andino = byBank(quoted, 'Banco Andino');
    const norte = byBank(quoted, 'Norte Capital Bank');
    for (const [quote, spread] of [
      [andino, ANDINO_BPS],
      [norte, NORTE_BPS],
    ] as const) {
      expect(quote.simulated).toBe(true);
      expect(quote.status).toBe('live');
      expect(quote.fair_value).toBe(quoted.fair_value);
      // A buyer pays above the forward: the margin is what the bank keeps, its spread.
      expect(quote.price).toBeGreaterThan(quote.fair_value);
      expect(Math.abs(quote.margin_bps - spread)).toBeLessThan(BPS_TOLERANCE);
      expect(quote.amount).toBe(3_000_000);
      expect(quote.taken_by).toBe('Diana Desk');
      expect(Date.parse(quote.valid_until) - Date.parse(quote.quoted_at)).toBe(
        SIMULATED_VALID_SECONDS * 1000,
      );
    }
    expect(andino.best).toBe(true);
    expect(norte.best).toBe(false);
    expect(quoted.events.map((e) => e.action)).toEqual([
      'created',
      'submitted',
      'quote_requested',
      'quote_recorded',
      'quote_recorded',
    ]);
    expect(quoted.events.at(-2)!.detail).toContain('Banco Andino');
    expect(quoted.events.at(-2)!.detail).toContain(rateText(andino.price));

    // The same prices again: deterministic, and the older ones give way.
    const again = await askQuotes(id);
    expect(byBank(again, 'Banco Andino').price).toBe(andino.price);
    expect(again.quotes.filter((q) => q.status === 'superseded')).toHaveLength(2);
    expect(again.quotes.filter((q) => q.status === 'live')).toHaveLength(2);
  });

  it('quotes a seller below the forward, still with a positive margin', async () => {
    const id = await usdcop({ side: 'seller', portfolioId: portfolio['Imports Colombia']! });
    const quoted = await askQuotes(id);
    const andino = byBank(quoted, 'Banco Andino');
    const norte = byBank(quoted, 'Norte Capital Bank');
    expect(andino.price).toBeLessThan(andino.fair_value);
    expect(Math.abs(andino.margin_bps - ANDINO_BPS)).toBeLessThan(BPS_TOLERANCE);
    // A seller is better off with the higher rate.
    expect(andino.price).toBeGreaterThan(norte.price);
    expect(andino.best).toBe(true);
  });

  it('quotes a structure by its premium: the fair premium plus the spread of the notional valued today', async () => {
    const spot = (await ok<DeskRequest>('GET', `/api/desk/requests/${await usdcop()}`)).mid!;
    const id = await usdcop({
      strategy: 'COLLAR',
      strikes: [Math.round(spot * 1.05), Math.round(spot * 0.95)],
    });
    const quoted = await askQuotes(id);
    expect(quoted.quote_basis).toBe('premium');
    const andino = byBank(quoted, 'Banco Andino');
    expect(andino.fair_value).toBe(quoted.fair_value);
    expect(Math.abs(andino.margin_bps - ANDINO_BPS)).toBeLessThan(BPS_TOLERANCE);
    // The spread is a cost per unit: the price is above the fair premium, by about spread × spot.
    expect(andino.price - andino.fair_value).toBeGreaterThan(0);
    expect((andino.price - andino.fair_value) / ((ANDINO_BPS / 1e4) * spot)).toBeCloseTo(1, 1);
  });

  it("records a bank's price typed by the trader, measures its margin, and a newer one supersedes it", async () => {
    const id = await usdcop();
    const quoted = await askQuotes(id);
    const fair = quoted.fair_value!;
    const banks = await ok<{ counterparties: { id: number; code: string }[] }[]>('GET', '/api/desk/limits');
    const meridian = banks[0]!.counterparties.find((b) => b.code === 'MERIDIAN')!;
    const price = fair * (1 + 5 / 1e4);
    const typed = await ok<DeskRequest>('POST', `/api/desk/requests/${id}/quotes`, tokens.desk, {
      counterparty_id: meridian.id,
      price,
      amount: 1_000_000,
      valid_seconds: 60,
    });
    const quote = byBank(typed, 'Meridian Trust');
    expect(quote.simulated).toBe(false);
    expect(quote.margin_bps).toBeCloseTo(5, 6);
    expect(quote.amount).toBe(1_000_000);
    expect(Date.parse(quote.valid_until) - Date.parse(quote.quoted_at)).toBe(60_000);
    expect(quote.best).toBe(true);
    expect(typed.events.at(-1)).toMatchObject({ action: 'quote_recorded', user: 'Diana Desk' });
    expect(typed.events.at(-1)!.detail).toContain('Meridian Trust');

    const newer = await ok<DeskRequest>('POST', `/api/desk/requests/${id}/quotes`, tokens.desk, {
      counterparty_id: meridian.id,
      price: fair * (1 + 30 / 1e4),
    });
    expect(newer.quotes.filter((q) => q.counterparty === 'Meridian Trust').map((q) => q.status)).toEqual([
      'superseded',
      'live',
    ]);
    expect(byBank(newer, 'Banco Andino').best).toBe(true);

    // Another company's bank is no bank of this client; more than the remainder is refused.
    const other = banks[1]!.counterparties[0]!;
    const refused = await call('POST', `/api/desk/requests/${id}/quotes`, tokens.desk!, {
      counterparty_id: other.id,
      price,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('counterparty_id');
    const tooMuch = await call('POST', `/api/desk/requests/${id}/quotes`, tokens.desk!, {
      counterparty_id: meridian.id,
      price,
      amount: 5_000_000,
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('reads quotes past their validity as expired: executing one is refused (409 QUOTE_EXPIRED)', async () => {
    const id = await usdcop();
    const quoted = await askQuotes(id);
    const andino = byBank(quoted, 'Banco Andino');
    suite.platform.clock.advance((SIMULATED_VALID_SECONDS + 1) * 1000);
    const later = await ok<DeskRequest>('GET', `/api/desk/requests/${id}`);
    expect(later.quotes.map((q) => q.status)).toEqual(['expired', 'expired']);
    expect(later.quotes.some((q) => q.best)).toBe(false);
    const refused = await call('POST', `/api/desk/requests/${id}/execute`, tokens.desk!, {
      quote_id: andino.id,
      idempotency_key: 'expired-quote-0001',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('QUOTE_EXPIRED');
    expect((await ok<DeskRequest>('GET', `/api/desk/requests/${id}`)).tickets).toEqual([]);
  });
});

describe('desk: blotter', () => {
  it("lists the served clients' requests with the mid, fair value, window and best quote", async () => {
    const quotedId = await usdcop();
    const quoted = await askQuotes(quotedId);
    const waiting = await usdcop({ side: 'seller' });
    const blotter = await ok<z.infer<typeof ZBlotter>>('GET', '/api/desk/blotter?open=true');
    expect(blotter.truncated).toBe(false);
    const row = blotter.rows.find((r) => r.id === quotedId)!;
    expect(row.state).toBe('quoting');
    expect(row.mid).toBe(quoted.mid);
    // The blotter prices every forward of the asset on one market read: the same forward as the port's.
    expect(row.fair_value).toBeCloseTo(quoted.fair_value!, 8);
    expect(row.quotes).toBe(2);
    expect(row.best_quote).toMatchObject({ counterparty: 'Banco Andino', simulated: true });
    expect(row.best_quote!.margin_bps).toBeCloseTo(ANDINO_BPS, 6);
    expect(row.window_left_seconds).toBe(7 * 86_400);
    const seller = blotter.rows.find((r) => r.id === waiting)!;
    expect(seller.quotes).toBe(0);
    expect(seller.best_quote).toBeNull();
    expect(seller.fair_value).toBeCloseTo(row.fair_value!, 8);
    // Newest first, no drafts, only open ones when asked.
    expect(blotter.rows.map((r) => r.id)).toEqual([...blotter.rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(blotter.rows.every((r) => ['submitted', 'quoting', 'awaiting_approval'].includes(r.state))).toBe(
      true,
    );
    const filtered = await ok<z.infer<typeof ZBlotter>>(
      'GET',
      `/api/desk/blotter?state=quoting&asset=usdcop`,
    );
    expect(filtered.rows.every((r) => r.state === 'quoting' && r.asset === 'USDCOP')).toBe(true);
    expect(filtered.rows.map((r) => r.id)).toContain(quotedId);
  });
});

describe('desk: rejection and scope', () => {
  it('rejects a request it cannot do, with the reason; a final request cannot be rejected again', async () => {
    const id = await usdcop();
    await askQuotes(id);
    const rejected = await ok<DeskRequest>('POST', `/api/desk/requests/${id}/reject`, tokens.desk, {
      reason: 'No bank quotes this tenor today.',
    });
    expect(rejected.state).toBe('rejected');
    expect(rejected.events.at(-1)).toMatchObject({
      action: 'rejected',
      user: 'Diana Desk',
      detail: 'No bank quotes this tenor today.',
    });
    const again = await call('POST', `/api/desk/requests/${id}/reject`, tokens.supervisor!, {
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REQUEST_STATE');
    const noReason = await call('POST', `/api/desk/requests/${await usdcop()}/reject`, tokens.desk!, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('answers 404 for a request of a company the desk member does not serve', async () => {
    const { db } = suite.platform.services;
    const now = suite.platform.clock.now();
    const [company] = await db
      .insert(companies)
      .values({ name: 'Unserved Company', initials: 'UNS', createdAt: now })
      .returning({ id: companies.id });
    const [unserved] = await db
      .insert(portfolios)
      .values({ companyId: company!.id, name: 'Elsewhere', currencyPairs: ['USDCOP'], createdAt: now })
      .returning({ id: portfolios.id });
    const id = await insertSubmittedRequest(suite.platform, {
      portfolioId: unserved!.id,
      asset: 'USDCOP',
      side: 'buyer',
      settlements: SETTLEMENTS,
      createdBy: 'admin',
    });
    expect((await call('GET', `/api/desk/requests/${id}`, tokens.desk!)).statusCode).toBe(404);
    expect((await call('POST', `/api/desk/requests/${id}/ask_quotes`, tokens.desk!, {})).statusCode).toBe(
      404,
    );
    const blotter = await ok<z.infer<typeof ZBlotter>>('GET', '/api/desk/blotter');
    expect(blotter.rows.some((r) => r.id === id)).toBe(false);
  });
});
