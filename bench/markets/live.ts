/**
 * Live prices benchmark: 1,000 websocket subscribers of the `prices` subscription (graphql-ws over
 * the loopback, each its own connection, signed in with an access token) and a tick published on
 * the platform's live feed. The latency of a delivery is from the publish call to the client's
 * handler having the parsed quote; the figure is the 99th percentile over every delivery of
 * every round. Clients and server share one process (and its event loop), which only adds to
 * the figure. Merges its rows into bench/results/markets.json, keeping the rows other benchmarks
 * wrote there.
 */
import { fork } from 'node:child_process';
import type { Quote } from '@cobertura/contracts';
import { listenSignedIn, openBenchPlatform } from '../bench-platform.ts';
import type { ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import type { FromClients, ToClients } from './live-clients.ts';

const SUBSCRIBERS = 1000;
const ROUNDS = 20;
const P99_TARGET_MS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const { platform, close } = await openBenchPlatform('live', {
  DEMO_TICKER_MS: '0',
  // The figure is the fan-out: a short seeded history keeps the seed's heap out of it.
  MARKET_HISTORY_FROM: '2026-01-01',
  // With a Redis server named, ticks go through its channel as between server processes.
  ...(process.env.BENCH_REDIS_URL
    ? { REDIS_URL: process.env.BENCH_REDIS_URL, REDIS_KEY_PREFIX: 'bench-live:' }
    : {}),
  ACCESS_TOKEN_TTL_SECONDS: '3600',
});
const rows: ResultRow[] = [];
const clients = fork(new URL('./live-clients.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const order = (message: ToClients) => clients.send(message);
/** The next message of the clients' process that `accepts`, or a failure after `ms`. */
const nextMessage = <T extends FromClients>(accepts: (m: FromClients) => m is T, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the subscribers did not answer in time')), ms);
    const listen = (message: FromClients) => {
      if (!accepts(message)) return;
      clearTimeout(timer);
      clients.off('message', listen);
      resolve(message);
    };
    clients.on('message', listen);
  });
const now = () => performance.timeOrigin + performance.now();
try {
  const { baseUrl, access } = await listenSignedIn(platform);
  const tick = (last: number): Quote => ({
    instrument: 'EURUSD',
    last,
    change: 0,
    change_pct: 0,
    time: platform.services.now().toISOString(),
    simulated: true,
  });

  // Every subscription is running once each subscriber has had a warm-up tick.
  const ready = nextMessage((m): m is { type: 'ready' } => m.type === 'ready', 120_000);
  order({ type: 'open', baseUrl, token: access, count: SUBSCRIBERS });
  const warmUp = setInterval(() => platform.ports.livePrices.publish([tick(-1)]), 100);
  await ready.finally(() => clearInterval(warmUp));
  await new Promise((resolve) => setTimeout(resolve, 500));

  const latencies: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const delivered = nextMessage(
      (m): m is Extract<FromClients, { type: 'round' }> => m.type === 'round' && m.round === round,
      10_000,
    );
    const sentAt = now();
    platform.ports.livePrices.publish([tick(round)]);
    for (const at of (await delivered).times) latencies.push(at - sentAt);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const label = `live prices: a tick to ${SUBSCRIBERS} websocket subscribers on the loopback (graphql-ws, another process, ${ROUNDS} rounds, ${platform.services.cache.kind} feed)`;
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const p99 = percentile(latencies, 99);
  rows.push(
    {
      name: `${label}, p99 latency`,
      value: round1(p99),
      unit: 'ms',
      target: `< ${P99_TARGET_MS}`,
      pass: p99 < P99_TARGET_MS,
    },
    {
      name: `${label}, median latency`,
      value: round1(percentile(latencies, 50)),
      unit: 'ms',
      target: 'info',
      pass: true,
    },
  );
} finally {
  order({ type: 'close' });
  await new Promise((resolve) => clients.once('exit', resolve));
  await close();
}

// Rows of the other feed's run stay.
recordRows('markets', rows, (name) => rows.some((row) => row.name === name));
