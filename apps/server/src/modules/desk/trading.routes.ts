import {
  idField,
  ZApprovalInput,
  ZAskQuotesInput,
  ZBlotter,
  ZBlotterQuery,
  ZDeskMe,
  ZDeskRequest,
  ZExecuteAnswer,
  ZExecuteInput,
  ZQuoteInput,
  ZRejectInput,
  ZSheetLanguage,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { sendFile } from '../../spreadsheets/send-file.ts';
import { askQuotes, recordQuote } from './ask-quotes.ts';
import { decideApproval, rejectRequest } from './decide-approval.ts';
import { readBlotter } from './desk-blotter.ts';
import { createDeskMarket } from './desk-market.ts';
import { readDeskMe } from './desk-me.ts';
import type { DeskPorts } from './desk-ports.ts';
import { readDeskRequest } from './desk-request-view.ts';
import { executeRequest } from './execute-request.ts';
import { expireDueRequests } from './request-life.ts';
import { confirmationPdf } from './trade-confirmation.ts';

const deskAccess = { screen: ['trader', 'supervisor'] } as const;
const requestParams = z.object({ id: idField });

/**
 * The trader's side of the desk (issue 26): the blotter of the served clients' requests, a request
 * with its quotes, the banks' quotes (simulated ones answer at once), execution into the client's
 * book with four-eyes approval, the desk's refusal, and the fill's confirmation.
 */
export function tradingRoutes(app: FastifyInstance, services: Services, ports: DeskPorts): void {
  const market = createDeskMarket(services, ports);

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/me',
    summary:
      "The caller's part on the desk (trader or supervisor; staff act as supervisors) and the companies served.",
    access: deskAccess,
    answer: ZDeskMe,
    handler: ({ caller }) => readDeskMe(services, caller),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/blotter',
    summary:
      "The served clients' requests (not drafts), newest first, unpaged up to MAX_BLOTTER_ROWS: each with the asset's mid, the fair price asked, the time left in its window, its live quotes and the best of them.",
    access: deskAccess,
    query: ZBlotterQuery,
    answer: ZBlotter,
    handler: async ({ caller, query }) => {
      await expireDueRequests(services, ports.requestChanges);
      return readBlotter(services, market, caller, query);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/requests/:id',
    summary:
      'A request as the desk reads it: its life, quotes (the best flagged), tickets, what waits for a supervisor, the mid and fair value.',
    access: deskAccess,
    params: requestParams,
    answer: ZDeskRequest,
    handler: async ({ caller, params }) => {
      await expireDueRequests(services, ports.requestChanges);
      return readDeskRequest(services, market, caller, params.id);
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/desk/requests/:id/ask_quotes',
    summary:
      "Asks the client's banks for a price: submitted → quoting; simulated banks answer at once around fair value with their spread (marked simulated), valid 120 s.",
    access: deskAccess,
    params: requestParams,
    body: ZAskQuotesInput,
    answer: ZDeskRequest,
    handler: ({ caller, params, body }) => askQuotes(services, ports, market, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/desk/requests/:id/quotes',
    summary:
      "A price a bank of the client gave (typed by the trader): its margin over fair value is measured; the bank's older live price gives way.",
    access: deskAccess,
    params: requestParams,
    body: ZQuoteInput,
    answer: ZDeskRequest,
    handler: ({ caller, params, body }) => recordQuote(services, ports, market, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/desk/requests/:id/execute',
    summary:
      "Fills the request against a live quote, booking the hedge rows into the client's book and a trade ticket in one transaction; over a limit it waits for a supervisor (nothing booked). The same idempotency key answers the same ticket.",
    access: deskAccess,
    params: requestParams,
    body: ZExecuteInput,
    answer: ZExecuteAnswer,
    handler: ({ caller, params, body }) => executeRequest(services, ports, market, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/desk/requests/:id/approval',
    summary:
      'A supervisor approves or rejects an execution waiting for four eyes; not the one who asked for it (403 FOUR_EYES).',
    access: deskAccess,
    params: requestParams,
    body: ZApprovalInput,
    answer: ZDeskRequest,
    handler: ({ caller, params, body }) => decideApproval(services, ports, market, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/desk/requests/:id/reject',
    summary: 'The desk refuses a request it cannot do (submitted, quoting or awaiting approval), saying why.',
    access: deskAccess,
    params: requestParams,
    body: ZRejectInput,
    answer: ZDeskRequest,
    handler: ({ caller, params, body }) => rejectRequest(services, ports, market, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/hedge_requests/:id/tickets/:ticket_id/confirmation.pdf',
    summary:
      "A fill's trade confirmation (PDF, English or Spanish): the trade, its terms and units, the bank, the dates, who executed and approved it, and the rows booked.",
    access: { screen: ['hedge', 'trader', 'supervisor'] },
    params: z.object({ id: idField, ticket_id: idField }),
    query: z.object({ lang: ZSheetLanguage }),
    handler: async ({ caller, params, query, reply }) => {
      const file = await confirmationPdf(services, caller, params.id, params.ticket_id, query.lang);
      return sendFile(reply, file.filename, file.bytes);
    },
  });
}
