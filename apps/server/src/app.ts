import { existsSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import mqemitter from 'mqemitter';
import { AppError } from './errors.ts';
import { graphqlPlugin } from './graphql/graphql.ts';
import { apiDocsRoutes } from './http/api-docs.ts';
import { installClientAddress } from './http/client-address.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { collectApiCatalogue } from './http/openapi.ts';
import { prerenderedPage } from './http/prerendered-page.ts';
import { installLimits } from './http/rate-limit.ts';
import { redisWithLocalFallback } from './http/rate-limit-store.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { installBookMarketWarmUp } from './modules/analytics/warm-book-markets.ts';
import { authGraphql } from './modules/auth/auth.graphql.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { dataGraphql } from './modules/data/data.graphql.ts';
import { dataRoutes } from './modules/data/data.routes.ts';
import { deskGraphql } from './modules/desk/desk.graphql.ts';
import { deskRoutes } from './modules/desk/desk.routes.ts';
import { installRequestFeed } from './modules/desk/request-feed.ts';
import { healthGraphql } from './modules/health/health.graphql.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { landingRoutes } from './modules/landing/landing.routes.ts';
import { liveGraphql } from './modules/markets/live/live.graphql.ts';
import { installLivePrices } from './modules/markets/live/live-prices.ts';
import { marketsGraphql } from './modules/markets/markets.graphql.ts';
import { marketsRoutes } from './modules/markets/markets.routes.ts';
import { pricesImportRoutes } from './modules/markets/prices-import/prices-import.routes.ts';
import { installMarketProvider } from './modules/markets/providers/market-provider.ts';
import { optimizerRoutes } from './modules/optimizer/optimizer.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { programsGraphql } from './modules/programs/programs.graphql.ts';
import { programsRoutes } from './modules/programs/programs.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { relationsRoutes } from './modules/relations/relations.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { toolsRoutes } from './modules/tools/tools.routes.ts';
import { buildPorts, type Ports } from './ports.ts';
import type { Services } from './services.ts';
import { installUploads } from './spreadsheets/upload.ts';

/**
 * The HTTP application: API, GraphQL and the built web app, on one Fastify instance; with the ports
 * its modules were handed.
 */
export async function buildApp(
  services: Services,
  options: { logger?: boolean; redis?: Redis | undefined } = {},
): Promise<{ app: FastifyInstance; ports: Ports }> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: services.config.logLevel },
    bodyLimit: services.config.bodyLimitBytes,
    trustProxy: services.config.trustProxy.length ? services.config.trustProxy : false,
    // One line per request would drown the log and slow the hot paths; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // The spec's clients call `/{endpoint}/` as often as `/{endpoint}`: both reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
  });
  installErrorHandler(app);
  installClientAddress(app);
  // The API speaks JSON only; a text body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain');

  // Security headers on every response. The middleware is built once: building it per request (as
  // the Fastify plugin does) costs more than a whole authenticated read.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images come from this origin only: report images are the platform's own uploads (the save
        // refuses any other address) and no avatar is taken from an identity provider, so no reader,
        // anonymous ones too, is sent to another site. data: and blob: are images the app draws.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // API answers carry tokens and the caller's own data, errors included: no browser or proxy keeps them.
    if (request.url.startsWith('/api/') || request.url.startsWith('/graphql'))
      reply.header('cache-control', 'no-store');
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // The store of the named per-IP limits (http/rate-limit.ts): with Redis the counts are shared by
  // every server process (and kept in the process while Redis is away); without it they are per process.
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: redisWithLocalFallback(options.redis, 'rate-limit:') } : {}),
  });
  installLimits(app);
  await installUploads(app, services.config.spreadsheetLimits);

  const catalogue = collectApiCatalogue(app);
  // Every subscription of this process reads this emitter; the feeds fill it (through Redis when there is one).
  const emitter = mqemitter();
  const ports = buildPorts(services, {
    livePrices: installLivePrices(app, services, options.redis, emitter),
    requestChanges: installRequestFeed(app, services, options.redis, emitter),
  });
  for (const routes of [
    healthRoutes,
    authRoutes,
    profileRoutes,
    referenceRoutes,
    adminRoutes,
    landingRoutes,
    marketsRoutes,
    pricesImportRoutes,
    toolsRoutes,
    programsRoutes,
    dataRoutes,
    relationsRoutes,
    reportsRoutes,
    analyticsRoutes,
    optimizerRoutes,
    deskRoutes,
    overviewRoutes,
  ]) {
    routes(app, services, ports);
  }
  installMarketProvider(app, services, ports.livePrices);
  installBookMarketWarmUp(app, services, ports.marketReader);
  await app.register(
    graphqlPlugin(
      services,
      [
        authGraphql(services),
        healthGraphql(services),
        programsGraphql(services),
        dataGraphql(services),
        marketsGraphql(services),
        liveGraphql(),
        deskGraphql(),
      ],
      emitter,
      options.redis,
    ),
  );
  apiDocsRoutes(app, services, catalogue);
  await serveWebApp(app, services.config.webDist);
  return { app, ports };
}

/** Serves the built SPA; history-mode paths fall back to index.html, unknown API paths get JSON 404. */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  // Files are looked up on each request, so a rebuilt app is served without a restart.
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      // A file under assets/ has its content's hash in its name, so it never changes: cached for a
      // year. Anything else (the page, icons) is checked on every use.
      setHeaders: (reply, path) =>
        reply.header(
          'cache-control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
    // The root is the app's overview route, not a folder listing.
    app.get('/', (_request, reply) => sendApp(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/graphql');
    // A missing file (a name with an extension) is a 404, not the app: a browser asking for an old
    // script must not be handed HTML.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(new AppError('NOT_FOUND', 'Not found.').toBody());
    }
    if (!hasBuild) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const prerendered = prerenderedPage(path, request.headers['accept-language']);
    if (prerendered && existsSync(join(webDist, prerendered))) {
      return sendApp(reply.header('vary', 'Accept-Language'), prerendered);
    }
    return sendApp(reply);
  });
}

/** The app's page, never cached, so a new build's scripts are picked up at once. */
function sendApp(reply: FastifyReply, page = 'index.html') {
  return reply.header('cache-control', 'no-cache').sendFile(page);
}
