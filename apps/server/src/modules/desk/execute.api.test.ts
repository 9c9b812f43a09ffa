import type { DeskRequest, PortfolioValuationReply, ZExecuteAnswer } from '@cobertura/contracts';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mailOutbox } from '../../db/schema.ts';
import { deskCalls, insertSubmittedRequest } from '../../test/desk-requests.ts';
import { useTestPlatform } from '../../test/platform-suite.ts';

/** A Tuesday, noon UTC: the market's today is the same day. */
const TODAY = '2026-03-10';
const DATES = ['2026-04-10', '2026-05-11', '2026-06-10'];
/** Company A's four-eyes limit on one fill (seed/demo-desk.ts), USD. */
const CLIENT_LIMIT = 5_000_000;

type ExecuteAnswer = z.infer<typeof ZExecuteAnswer>;
type HedgeRow = Record<string, unknown> & { pk: string; notional: number | string; trade_id: string | null };

const suite = useTestPlatform({
  today: TODAY,
  users: ['treasury', 'treasuryb', 'desk', 'supervisor', 'admin'],
  portfoliosAs: 'admin',
});
const { tokens, portfolio } = suite;

const { call, ok } = deskCalls(suite);
const request = (amount: number, overrides: Partial<Parameters<typeof insertSubmittedRequest>[1]> = {}) =>
  insertSubmittedRequest(suite.platform, {
    portfolioId: portfolio['Imports Colombia']!,
    asset: 'USDCOP',
    side: 'buyer',
    settlements: DATES.map((date) => ({ date, amount: amount / DATES.length })),
    ...overrides,
  });
const quoted = (id: number, token = tokens.desk) =>
  ok<DeskRequest>('POST', `/api/desk/requests/${id}/ask_quotes`, token, {});
const quoteOf = (desk: DeskRequest, bank: string) =>
  desk.quotes.filter((q) => q.counterparty === bank && q.status === 'live').at(-1)!;
let keys = 0;
const newKey = () => `test-key-${String(++keys).padStart(6, '0')}`;
const execute = (id: number, body: Record<string, unknown>, token = tokens.desk) =>
  call('POST', `/api/desk/requests/${id}/execute`, token!, { idempotency_key: newKey(), ...body });
const executed = async (id: number, body: Record<string, unknown>, token = tokens.desk) => {
  const response = await execute(id, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ExecuteAnswer;
};
const hedgeRows = async () =>
  (await ok<HedgeRow[]>('GET', '/api/currency-hedge', tokens.treasury)) as HedgeRow[];
const rowsOfTrade = async (tradeId: string) => (await hedgeRows()).filter((r) => r.trade_id === tradeId);

describe('desk: execution into the client book', () => {
  it("books the hedge rows into the client's book and a ticket; Analytics sees more hedge in those periods", async () => {
    const value = () =>
      ok<PortfolioValuationReply>('POST', '/api/currency_portfolio_valuation', tokens.treasury, {
        portfolios: [portfolio['Imports Colombia']],
        assets: ['USDCOP'],
      });
    const before = await value();
    const id = await request(3_000_000);
    const desk = await quoted(id);
    const andino = quoteOf(desk, 'Banco Andino');
    const answer = await executed(id, { quote_id: andino.id });

    expect(answer.breaches).toEqual([]);
    expect(answer.request.state).toBe('executed');
    expect(answer.request.filled).toBe(3_000_000);
    const ticket = answer.ticket!;
    expect(ticket.trade_id).toMatch(/^DCA-T-20260310-\d{4}$/);
    expect(ticket).toMatchObject({
      reference: answer.request.reference,
      counterparty: 'Banco Andino',
      amount: 3_000_000,
      executed_rate: andino.price,
      premium: 0,
      trader: 'Diana Desk',
      approved_by: null,
      simulated: true,
      quantity_unit: 'USD',
      rate_unit: 'COP per USD',
    });
    expect(ticket.margin_bps).toBeCloseTo(andino.margin_bps, 10);
    expect(answer.request.quotes.find((q) => q.id === andino.id)!.status).toBe('used');
    expect(answer.request.events.at(-1)).toMatchObject({ action: 'executed', user: 'Diana Desk' });
    expect(answer.request.events.at(-1)!.detail).toContain(ticket.trade_id);
    expect(answer.request.events.at(-1)!.ticket).toEqual({ id: ticket.id, trade_id: ticket.trade_id });

    // The treasurer's book holds one forward per value date at the executed rate, naming bank, trade and request.
    const rows = await rowsOfTrade(ticket.trade_id);
    expect(rows.map((r) => r.pk).sort()).toEqual([...ticket.booked_rows].sort());
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        counterparty: 'Banco Andino',
        counterpartys_id: 'ANDINO',
        hedge_request: answer.request.reference,
        strategy_code: ticket.trade_id,
        derivative: 'FORWARD',
        buy_sell: 'LONG',
      });
    expect(rows.every((r) => Math.abs(Number(r.strike) - andino.price) < 1e-6)).toBe(true);
    expect(rows.reduce((sum, r) => sum + Number(r.notional), 0)).toBeCloseTo(3_000_000, 2);
    expect(ticket.value_dates).toEqual([...new Set(rows.map((r) => r.value_date as string))].sort());

    // Analytics: the periods of the value dates carry the new hedge, and only they.
    const after = await value();
    const periods = (reply: PortfolioValuationReply) => reply.groups[0]!.periods;
    const moved = periods(after)
      .map((p, i) => ({ date: p.date, change: Math.abs(p.hedge) - Math.abs(periods(before)[i]!.hedge) }))
      .filter((p) => Math.abs(p.change) > 1);
    expect(moved).toHaveLength(3);
    for (const p of moved) expect(p.change).toBeCloseTo(1_000_000, 0);
  });

  it("books a commodity's fill as commodity hedges on the value dates' contracts, at the exposures' port", async () => {
    const id = await insertSubmittedRequest(suite.platform, {
      portfolioId: portfolio['Fuel purchases']!,
      asset: 'BRENT',
      side: 'buyer',
      settlements: DATES.map((date) => ({ date, amount: 10_000 })),
      units: { amounts_currency: 'USD', quantity_unit: 'bbl', rate_unit: 'USD per bbl' },
    });
    const desk = await quoted(id);
    expect(quoteOf(desk, 'Banco Andino').price).toBeGreaterThan(desk.fair_value!);
    const { ticket } = await executed(id, { quote_id: quoteOf(desk, 'Banco Andino').id });
    const rows = (await ok<HedgeRow[]>('GET', '/api/commodity-hedge', tokens.treasury)).filter(
      (r) => r.trade_id === ticket!.trade_id,
    );
    expect(rows.map((r) => [r.contract_month_year, r.continuation_month, Number(r.quantity)])).toEqual([
      ['2026-04', 2, 10_000],
      ['2026-05', 3, 10_000],
      ['2026-06', 4, 10_000],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        quotation: 'USD/bbl',
        commodity_unit: 'bbl',
        commodity_currency: 'USD',
        derivative: 'FORWARD',
        buy_sell: 'LONG',
        // The Fuel purchases cargoes are delivered to Cartagena (seed/demo-book.ts).
        port: 'Cartagena',
        counterparty: 'Banco Andino',
        hedge_request: ticket!.reference,
      });
    expect(rows.every((r) => Math.abs(Number(r.strike) - ticket!.executed_rate) < 1e-6)).toBe(true);
    expect(ticket!.rate_unit).toBe('USD per bbl');
  });

  it('fills in part, then the rest: quoting after the first fill, executed after the last', async () => {
    const id = await request(2_000_000);
    const first = await quoted(id);
    const part = await executed(id, { quote_id: quoteOf(first, 'Banco Andino').id, amount: 500_000 });
    expect(part.request.state).toBe('quoting');
    expect(part.request.filled).toBe(500_000);
    expect(part.request.events.at(-1)!.action).toBe('filled');
    expect(part.ticket!.amount).toBe(500_000);
    expect(
      (await rowsOfTrade(part.ticket!.trade_id)).reduce((sum, r) => sum + Number(r.notional), 0),
    ).toBeCloseTo(500_000, 2);
    // The used quote cannot fill again; Norte's still can, for the rest.
    const reused = await execute(id, { quote_id: quoteOf(first, 'Banco Andino').id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('QUOTE_EXPIRED');
    const rest = await executed(id, { quote_id: quoteOf(first, 'Norte Capital Bank').id });
    expect(rest.request.state).toBe('executed');
    expect(rest.request.filled).toBe(2_000_000);
    expect(rest.ticket!.amount).toBe(1_500_000);
    expect(rest.request.tickets.map((t) => t.amount)).toEqual([500_000, 1_500_000]);
    expect(rest.ticket!.trade_id).not.toBe(part.ticket!.trade_id);
  });

  it('closes the remainder after a partial fill when asked: executed in part', async () => {
    const id = await request(2_000_000);
    const desk = await quoted(id);
    const answer = await executed(id, {
      quote_id: quoteOf(desk, 'Banco Andino').id,
      amount: 600_000,
      close_remainder: true,
    });
    expect(answer.request.state).toBe('executed');
    expect(answer.request.filled).toBe(600_000);
  });

  it('refuses an amount over the remainder and a price beyond the limit rate (400), booking nothing', async () => {
    const spot = (await ok<DeskRequest>('GET', `/api/desk/requests/${await request(1_000_000)}`)).mid!;
    const id = await request(1_000_000, { limitRate: spot * 0.9 });
    const desk = await quoted(id);
    const over = await execute(id, { quote_id: quoteOf(desk, 'Banco Andino').id, amount: 2_000_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toHaveProperty('amount');
    const beyond = await execute(id, { quote_id: quoteOf(desk, 'Banco Andino').id });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.fields).toHaveProperty('quote_id');
    expect((await ok<DeskRequest>('GET', `/api/desk/requests/${id}`)).tickets).toEqual([]);
  });

  it('answers the same ticket for the same idempotency key, booking once; another request’s key is a conflict', async () => {
    const id = await request(1_500_000);
    const desk = await quoted(id);
    const body = { quote_id: quoteOf(desk, 'Banco Andino').id, idempotency_key: 'retried-key-0001' };
    const first = await executed(id, body);
    const second = await executed(id, body);
    expect(second.ticket).toEqual(first.ticket);
    expect(second.request.tickets).toHaveLength(1);
    expect(await rowsOfTrade(first.ticket!.trade_id)).toHaveLength(3);
    const other = await request(1_000_000);
    const otherDesk = await quoted(other);
    const conflict = await execute(other, {
      quote_id: quoteOf(otherDesk, 'Banco Andino').id,
      idempotency_key: 'retried-key-0001',
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('CONFLICT');
  });

  it('lets one of two simultaneous executions through; the other is told who executed it, and rows are booked once', async () => {
    const id = await request(1_200_000);
    const desk = await quoted(id);
    const [a, b] = await Promise.all([
      execute(id, { quote_id: quoteOf(desk, 'Banco Andino').id }, tokens.desk),
      execute(id, { quote_id: quoteOf(desk, 'Norte Capital Bank').id }, tokens.supervisor),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = (a.statusCode === 200 ? a : b).json() as ExecuteAnswer;
    const loser = (a.statusCode === 200 ? b : a).json();
    expect(loser.error.code).toBe('EXECUTION_CONFLICT');
    expect(loser.error.message).toContain(winner.ticket!.trader);
    expect(loser.error.message).toContain(winner.ticket!.trade_id);
    const booked = (await hedgeRows()).filter((r) => r.hedge_request === winner.request.reference);
    expect(booked).toHaveLength(3);
    expect((await ok<DeskRequest>('GET', `/api/desk/requests/${id}`)).tickets).toHaveLength(1);
  });
});

describe('desk: four eyes', () => {
  const overLimit = () => request(CLIENT_LIMIT + 1_000_000);

  it('sends a fill over the client limit to a supervisor, booking nothing; a trader may not approve', async () => {
    const id = await overLimit();
    const desk = await quoted(id);
    const rowsBefore = (await hedgeRows()).length;
    const asked = await executed(id, { quote_id: quoteOf(desk, 'Banco Andino').id });
    expect(asked.ticket).toBeNull();
    expect(asked.breaches.map((b) => b.kind)).toEqual(['client_limit']);
    expect(asked.breaches[0]!.limit).toBe(CLIENT_LIMIT);
    expect(asked.breaches[0]!.value).toBeCloseTo(CLIENT_LIMIT + 1_000_000, 2);
    expect(asked.breaches[0]!.detail).toContain('USD');
    expect(asked.request.state).toBe('awaiting_approval');
    expect(asked.request.pending_approval).toMatchObject({
      quote_id: quoteOf(desk, 'Banco Andino').id,
      asked_by: 'Diana Desk',
    });
    expect(asked.request.events.at(-1)!.action).toBe('approval_asked');
    expect((await hedgeRows()).length).toBe(rowsBefore);

    const byTrader = await call('POST', `/api/desk/requests/${id}/approval`, tokens.desk!, {
      decision: 'approve',
    });
    expect(byTrader.statusCode).toBe(403);
    expect(byTrader.json().error.code).toBe('FORBIDDEN');
    // Waiting for a supervisor, it cannot be executed again meanwhile.
    const meanwhile = await execute(id, { quote_id: quoteOf(desk, 'Norte Capital Bank').id });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error.code).toBe('REQUEST_STATE');
  });

  it('approved by a supervisor, the trader executes the approved quote without asking again', async () => {
    const id = await overLimit();
    const desk = await quoted(id);
    const quote = quoteOf(desk, 'Banco Andino');
    await executed(id, { quote_id: quote.id });
    const approved = await ok<DeskRequest>('POST', `/api/desk/requests/${id}/approval`, tokens.supervisor, {
      decision: 'approve',
      comment: 'Known client, within the year’s program.',
    });
    expect(approved.state).toBe('quoting');
    expect(approved.approved_quote_id).toBe(quote.id);
    expect(approved.pending_approval).toBeNull();
    expect(approved.quotes.find((q) => q.id === quote.id)!.status).toBe('approved');
    expect(approved.events.at(-1)).toMatchObject({ action: 'approved', user: 'Sergio Supervisor' });

    const answer = await executed(id, { quote_id: quote.id });
    expect(answer.breaches).toEqual([]);
    expect(answer.request.state).toBe('executed');
    expect(answer.ticket!.approved_by).toBe('Sergio Supervisor');
    expect(answer.ticket!.trader).toBe('Diana Desk');
  });

  it('never lets the approver execute, nor a supervisor approve their own ask (403 FOUR_EYES)', async () => {
    const id = await overLimit();
    const desk = await quoted(id);
    const quote = quoteOf(desk, 'Banco Andino');
    await executed(id, { quote_id: quote.id });
    await ok('POST', `/api/desk/requests/${id}/approval`, tokens.supervisor, { decision: 'approve' });
    const byApprover = await execute(id, { quote_id: quote.id }, tokens.supervisor);
    expect(byApprover.statusCode).toBe(403);
    expect(byApprover.json().error.code).toBe('FOUR_EYES');

    const own = await overLimit();
    const ownDesk = await quoted(own, tokens.supervisor);
    const asked = await executed(own, { quote_id: quoteOf(ownDesk, 'Banco Andino').id }, tokens.supervisor);
    expect(asked.request.state).toBe('awaiting_approval');
    const selfApproval = await call('POST', `/api/desk/requests/${own}/approval`, tokens.supervisor!, {
      decision: 'approve',
    });
    expect(selfApproval.statusCode).toBe(403);
    expect(selfApproval.json().error.code).toBe('FOUR_EYES');
    // Staff act as supervisors: another pair of eyes.
    const byStaff = await ok<DeskRequest>('POST', `/api/desk/requests/${own}/approval`, tokens.admin, {
      decision: 'approve',
    });
    expect(byStaff.state).toBe('quoting');
  });

  it('a supervisor rejecting the execution rejects the request with the comment', async () => {
    const id = await overLimit();
    const desk = await quoted(id);
    await executed(id, { quote_id: quoteOf(desk, 'Banco Andino').id });
    const rejected = await ok<DeskRequest>('POST', `/api/desk/requests/${id}/approval`, tokens.supervisor, {
      decision: 'reject',
      comment: 'Too large for this client today.',
    });
    expect(rejected.state).toBe('rejected');
    expect(rejected.events.at(-1)).toMatchObject({
      action: 'rejected',
      detail: 'Too large for this client today.',
    });
  });

  it("asks a supervisor for a margin over the client's threshold", async () => {
    const id = await request(1_000_000);
    const desk = await quoted(id);
    const limits = await ok<{ company_name: string; counterparties: { id: number; code: string }[] }[]>(
      'GET',
      '/api/desk/limits',
    );
    const meridian = limits
      .find((l) => l.company_name === 'Demo Company A')!
      .counterparties.find((b) => b.code === 'MERIDIAN')!;
    const typed = await ok<DeskRequest>('POST', `/api/desk/requests/${id}/quotes`, tokens.desk, {
      counterparty_id: meridian.id,
      price: desk.fair_value! * (1 + 40 / 1e4),
    });
    const asked = await executed(id, { quote_id: quoteOf(typed, 'Meridian Trust').id });
    expect(asked.breaches.map((b) => b.kind)).toEqual(['margin']);
    expect(asked.breaches[0]!.value).toBeCloseTo(40, 6);
  });
});

describe('desk: confirmation', () => {
  it('mails the confirmation to the client treasury and serves its PDF to the client, in English and Spanish', async () => {
    const id = await request(900_000);
    const desk = await quoted(id);
    const { ticket } = await executed(id, { quote_id: quoteOf(desk, 'Banco Andino').id });
    const url = `/api/hedge_requests/${id}/tickets/${ticket!.id}/confirmation.pdf`;

    const { email } = await ok<{ email: string }>('GET', '/api/user', tokens.treasury);
    let mails: (typeof mailOutbox.$inferSelect)[] = [];
    for (let i = 0; i < 50 && !mails.length; i++) {
      mails = await suite.platform.services.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${ticket!.trade_id}%`));
      if (!mails.length) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails.map((m) => m.recipient)).toContain(email);
    // Company A's treasurer who has not accepted the data-protection terms gets none.
    expect(mails.map((m) => m.recipient)).not.toContain('newuser@demo.example');
    expect(mails[0]!.body).toContain(`${url}?lang=en`);
    expect(mails[0]!.body).toContain('Banco Andino');

    const download = async (lang: string, token = tokens.treasury) =>
      call('GET', `${url}?lang=${lang}`, token!);
    const en = await download('en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('application/pdf');
    expect(en.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const es = await download('es');
    expect(es.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(es.rawPayload.equals(en.rawPayload)).toBe(false);
    // The same ticket gives the same file, to the client and to the desk.
    expect((await download('en', tokens.desk)).rawPayload.equals(en.rawPayload)).toBe(true);
    // Another client's treasurer does not see it; a ticket of another request is none of this one.
    expect((await download('en', tokens.treasuryb)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/hedge_requests/${id}/tickets/${ticket!.id + 1000}/confirmation.pdf`,
          tokens.treasury!,
        )
      ).statusCode,
    ).toBe(404);
  });
});
