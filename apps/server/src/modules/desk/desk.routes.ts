import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import { installExpirySweep } from './expiry-sweep.ts';
import { hedgeRequestRoutes } from './hedge-requests.routes.ts';
import { supervisionRoutes } from './supervision.routes.ts';
import { tradingRoutes } from './trading.routes.ts';

/**
 * From required hedge to executed trade (issue 26): the treasurer's plan and hedge requests, the
 * desk's blotter, quotes, four-eyes approval and execution, its limits, position and analytics.
 */
export function deskRoutes(app: FastifyInstance, services: Services, ports: DeskPorts): void {
  installExpirySweep(app, services, ports.requestChanges);
  hedgeRequestRoutes(app, services, ports);
  supervisionRoutes(app, services, ports);
  tradingRoutes(app, services, ports);
}
