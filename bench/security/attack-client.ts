/**
 * One attack of the security benchmark, in a process of its own: argv[2] the server, argv[3] the
 * attack, argv[4] the attacker's access token, argv[5] how long it runs (ms). Prints what the
 * attacker got as JSON: requests sent, answers by status, messages received, sockets closed.
 */
import WebSocket from 'ws';

const [base, attack, token, durationText] = process.argv.slice(2) as [string, string, string, string];
const duration = Number(durationText);
const until = performance.now() + duration;
const statuses: Record<string, number> = {};
let sent = 0;
let messages = 0;
let closed = 0;

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** Sends `body` to `path` again and again from `concurrency` loops until the time is up. */
async function flood(path: string, body: () => unknown, concurrency: number, authorized: boolean) {
  const loop = async () => {
    while (performance.now() < until) {
      sent += 1;
      try {
        const answer = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(authorized ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body()),
          signal: AbortSignal.timeout(Math.max(1, Math.ceil(until - performance.now()))),
        });
        await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      } catch (error) {
        const why = `unanswered: ${(error as Error).cause ?? (error as Error).name}`;
        statuses[why] = (statuses[why] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
}

/** Opens `count` sockets; each signs in (unless `silent`) and starts `subscriptions` price subscriptions. */
async function sockets(count: number, subscriptions: number, silent: boolean) {
  const open = Array.from({ length: count }, () => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    socket.on('error', () => {});
    socket.on('close', () => (closed += 1));
    socket.on('message', (data) => {
      messages += 1;
      if (!silent && String(data).includes('"connection_ack"')) {
        for (let i = 0; i < subscriptions; i++) {
          sent += 1;
          socket.send(
            JSON.stringify({
              id: String(i),
              type: 'subscribe',
              payload: {
                query: 'subscription { prices { instrument last change change_pct time simulated } }',
              },
            }),
          );
        }
      }
    });
    socket.on('open', () => {
      if (!silent)
        socket.send(
          JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }),
        );
    });
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, duration));
  for (const socket of open) socket.terminate();
}

switch (attack) {
  case 'anonymous-aliases':
    await flood('/graphql', () => ({ query: aliases(5000, 'health { status db cache }') }), 4, false);
    break;
  case 'member-aliases':
    await flood(
      '/graphql',
      () => ({
        query:
          sent % 2
            ? aliases(10, 'getRedisData(key: "CUR_HIST_EURUSD")')
            : aliases(20, 'technical_analysis_historical(currency: "EURUSD") { observation_date close rsi }'),
      }),
      4,
      true,
    );
    break;
  case 'subscription-flood':
    await sockets(5, 2000, false);
    break;
  case 'silent-sockets':
    await sockets(300, 0, true);
    break;
  case 'valuation-periods':
    await flood(
      '/api/currency_portfolio_valuation',
      () => ({
        portfolios: JSON.parse(process.env.PORTFOLIOS ?? '[]'),
        assets: ['USDCOP', 'EURUSD', 'USDMXN'],
        initialDate: '1900-01-01',
        endDate: '2199-12-31',
        interval: '1D',
      }),
      2,
      true,
    );
    break;
  default:
    throw new Error(`unknown attack ${attack}`);
}
console.log(JSON.stringify({ sent, statuses, messages, closed }));
