import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describeConfig, loadConfig } from './config/config.ts';
import { forgetAllSeries } from './modules/markets/market-cache.ts';
import { createPlatform } from './platform.ts';
import { extendSimulatedPrices } from './seed/market/seed-market.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/seed.ts';

const DAY_MS = 86_400_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await createPlatform(config);
  const { app } = platform;
  app.log.info({ config: describeConfig(config) }, 'configuration');
  await app.listen({ port: config.port, host: config.host });
  collectStartupGarbage();

  const url = `http://localhost:${config.port}`;
  console.log(
    `\nCobertura is running on ${url}  (database: ${platform.services.dbKind}, cache: ${platform.services.cache.kind})`,
  );
  if (config.seedDemo) {
    console.log(`Demo sign-ins, all with the password ${DEMO_PASSWORD}:`);
    for (const user of DEMO_USERS) {
      const note = user.habeasData ? '' : ', consent pending';
      console.log(`  ${user.username.padEnd(9)} role ${user.role}${user.isStaff ? ', staff' : ''}${note}`);
    }
  }

  // Simulated prices gain a business day every day: extend them daily while the server runs (the
  // start already did it once). The cache may hold series cached before the new days: forget them.
  const { services } = platform;
  const extendDaily = setInterval(() => {
    if (!config.seedDemo) return;
    extendSimulatedPrices(services.db, services.now(), config.marketHistoryFrom)
      .then(() => forgetAllSeries(services.cache))
      .catch((error: unknown) => app.log.error(error));
  }, DAY_MS);
  extendDaily.unref();

  let isClosing = false;
  const stop = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, closing`);
    clearInterval(extendDaily);
    await platform.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Collects, once, what the start-up left behind: the embedded database's set-up (a first start
 * creates the database in a WebAssembly instance of its own), the migrations and the seed. An idle
 * server allocates too little for the collector to run by itself, and left to chance the platform
 * rested at 550 to 950 MiB on PGlite. The collector is reachable only through its flag.
 */
function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
