import {
  idField,
  ZCancelRequest,
  ZHedgePlan,
  ZHedgePlanQuery,
  ZHedgeRequest,
  ZHedgeRequestInput,
  ZHedgeRequestPage,
  ZHedgeRequestQuery,
  ZNewHedgeRequest,
  ZSubmitRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { cancelRequest } from './cancel-request.ts';
import { createRequest } from './create-request.ts';
import type { DeskPorts } from './desk-ports.ts';
import { editRequest } from './edit-request.ts';
import { hedgePlan } from './hedge-plan.ts';
import { listRequests } from './list-requests.ts';
import { openRequest } from './read-request.ts';
import { submitRequest } from './submit-request.ts';

const access = { screen: 'hedge' } as const;
const ZRequestParams = z.object({ id: idField });

/**
 * The treasurer's side of hedge requests (issue 26): the execution plan read from the program's
 * gap, and requests drafted, submitted to the desk, and cancelled, in the caller's companies.
 */
export function hedgeRequestRoutes(app: FastifyInstance, services: Services, ports: DeskPorts): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/hedge_plan',
    summary:
      "What the programs require and is not yet hedged, by period, across the caller's portfolios: the window's work and the open requests covering it.",
    access,
    query: ZHedgePlanQuery,
    answer: ZHedgePlan,
    handler: ({ query, caller }) => hedgePlan(services, ports, caller, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/hedge_requests',
    summary: "The hedge requests of the caller's companies, newest first, with their life.",
    access,
    query: ZHedgeRequestQuery,
    answer: ZHedgeRequestPage,
    handler: ({ query, caller }) => listRequests(services, ports.requestChanges, caller, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/hedge_requests/:id',
    summary: 'One hedge request with its life: who moved it, when and why.',
    access,
    params: ZRequestParams,
    answer: ZHedgeRequest,
    handler: ({ params, caller }) => openRequest(services, ports.requestChanges, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/hedge_requests',
    summary: 'A new hedge request of one of your portfolios: a draft, or submitted to the desk at once.',
    access,
    body: ZNewHedgeRequest,
    answer: ZHedgeRequest,
    status: 201,
    handler: ({ body, caller }) => createRequest(services, ports, caller, body),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/hedge_requests/:id',
    summary: "A draft's terms replaced (409 REQUEST_STATE once it is submitted).",
    access,
    params: ZRequestParams,
    body: ZHedgeRequestInput,
    answer: ZHedgeRequest,
    handler: ({ params, body, caller }) => editRequest(services, ports, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/hedge_requests/:id/submit',
    summary:
      'A draft submitted to the desk: value dates moved to business days, the amount checked against the program and the exposure (400 JUSTIFICATION_REQUIRED beyond them without one).',
    access,
    params: ZRequestParams,
    body: ZSubmitRequest,
    answer: ZHedgeRequest,
    handler: ({ params, body, caller }) => submitRequest(services, ports, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/hedge_requests/:id/cancel',
    summary: 'A request withdrawn, with the reason, until it is executed (409 REQUEST_STATE after).',
    access,
    params: ZRequestParams,
    body: ZCancelRequest,
    answer: ZHedgeRequest,
    handler: ({ params, body, caller }) =>
      cancelRequest(services, ports, caller, params.id, body.reason ?? null),
  });
}
