import {
  idField,
  ZBlotterFileQuery,
  ZDeskAnalytics,
  ZDeskAnalyticsQuery,
  ZDeskLimits,
  ZDeskPosition,
  ZLimitChange,
  ZLimitHistoryQuery,
  ZLimitsInput,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { sendFile } from '../../spreadsheets/send-file.ts';
import { deskAnalytics } from './desk-analytics.ts';
import type { DeskPorts } from './desk-ports.ts';
import { deskPosition } from './desk-position.ts';
import { exportBlotter } from './export-blotter.ts';
import { readDeskLimits } from './read-desk-limits.ts';
import { readLimitHistory } from './read-limit-history.ts';
import { setDeskLimits } from './set-desk-limits.ts';

const deskAccess = { screen: ['trader', 'supervisor'] } as const;

/**
 * The desk's supervision (issue 26): limits and credit lines with their history, the desk's
 * position and exceptions, the blotter as a file, and the clients' books side by side.
 */
export function supervisionRoutes(app: FastifyInstance, services: Services, ports: DeskPorts): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/limits',
    summary:
      "The served clients' four-eyes limits and their banks' credit lines by tenor with what executed, unsettled trades use of them (USD).",
    access: deskAccess,
    answer: z.array(ZDeskLimits),
    handler: ({ caller }) => readDeskLimits(services, caller),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/limits/history',
    summary: 'Who changed which limit or credit line, from what to what and when, newest first.',
    access: deskAccess,
    query: ZLimitHistoryQuery,
    answer: z.array(ZLimitChange),
    handler: ({ caller, query }) => readLimitHistory(services, caller, query.company_id),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/desk/limits/:company_id',
    summary:
      "A supervisor sets a client's four-eyes limits and its banks' credit lines (USD); every changed figure is recorded with who, when and why.",
    access: deskAccess,
    params: z.object({ company_id: idField }),
    body: ZLimitsInput,
    answer: ZDeskLimits,
    handler: ({ caller, params, body }) => setDeskLimits(services, caller, params.company_id, body),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/position',
    summary:
      "The desk's position in USD by client, asset, bank and tenor (executed and still asked), the limits with their usage, the exceptions (late, far quote, breach) and the requests by state.",
    access: { screen: 'supervisor' },
    answer: ZDeskPosition,
    handler: ({ caller }) => deskPosition(services, ports.marketReader, caller),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/blotter.xlsx',
    summary:
      "The blotter as an .xlsx: every request of the served clients but drafts, newest first, with its executed trades' ids.",
    access: { screen: 'supervisor' },
    query: ZBlotterFileQuery,
    handler: async ({ caller, query, reply }) => {
      const file = await exportBlotter(services, ports.marketReader, caller, query.lang);
      return sendFile(reply, file.filename, file.bytes);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/desk/analytics',
    summary:
      "The served clients' books side by side, read only: per portfolio and asset, exposure, hedge, coverage against the program, the hedge required in the window, m2m and one-day 95 % VaR.",
    access: { screen: 'analyticsBeta' },
    query: ZDeskAnalyticsQuery,
    answer: ZDeskAnalytics,
    handler: ({ caller, query }) => deskAnalytics(services, ports.bookValuations, caller, query.window),
  });
}
