import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';

const PRICES = 'subscription { prices { instrument last } }';

let platform: TestPlatform;
let baseUrl: string;
let access: string;
beforeAll(async () => {
  platform = await startTestPlatform({
    SUBSCRIPTIONS_PER_SOCKET: '3',
    SOCKETS_PER_USER: '2',
    SOCKETS_PER_ADDRESS: '4',
    GRAPHQL_COST_PER_MINUTE: '8',
  });
  baseUrl = (await platform.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  ({ access } = await platform.signIn('treasury'));
});
afterAll(() => platform.close());

interface RawSocket {
  send(message: object): void;
  /** The next message the server sends of the given type (and subscription id). */
  next(type: string, id?: string): Promise<{ id?: string; payload?: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<unknown>;
}

/** A socket speaking graphql-transport-ws by hand, to send what a well-behaved client would not. */
async function openSocket(): Promise<RawSocket> {
  const socket = new WebSocket(`${baseUrl}/graphql`, 'graphql-transport-ws');
  const received: { type: string; id?: string; payload?: unknown }[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)));
    for (const wake of waiting.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const next = async (type: string, id?: string) => {
    for (;;) {
      const index = received.findIndex((message) => message.type === type && (!id || message.id === id));
      if (index >= 0) return received.splice(index, 1)[0] as { id?: string; payload?: unknown };
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return {
    send: (message) => socket.send(JSON.stringify(message)),
    next,
    closed,
    close: () => {
      socket.close();
      return closed;
    },
  };
}

async function signedIn(): Promise<RawSocket> {
  const socket = await openSocket();
  socket.send({ type: 'connection_init', payload: { authorization: `Bearer ${access}` } });
  await socket.next('connection_ack');
  return socket;
}

const subscribe = (socket: RawSocket, id: string, query = PRICES) =>
  socket.send({ id, type: 'subscribe', payload: { query } });

describe('the websocket holds every client to its share', () => {
  it('closes a socket that never sends connection_init with 4408', async () => {
    const socket = await openSocket();
    expect(await socket.closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });

  it('closes a socket that repeats a subscription id with 4409', async () => {
    const socket = await signedIn();
    subscribe(socket, 'a');
    subscribe(socket, 'a');
    expect(await socket.closed).toEqual({ code: 4409, reason: 'Subscriber for a already exists' });
  });

  it('refuses a subscription past the per-socket cap, keeping the socket and its subscriptions', async () => {
    const socket = await signedIn();
    try {
      for (const id of ['1', '2', '3', '4']) subscribe(socket, id);
      const refused = await socket.next('error');
      expect(refused).toMatchObject({
        id: '4',
        payload: [
          { message: expect.stringContaining('at most 3 subscriptions'), extensions: { code: 'WORK_LIMIT' } },
        ],
      });
      // Published until each kept subscription has had two quotes: a subscription starts a moment
      // after its message (after its cost is counted, in Redis where there is one).
      const time = platform.clock.now().toISOString();
      const quote = { instrument: 'EURUSD', last: 1.1, change: 0, change_pct: 0, time, simulated: true };
      const ticker = setInterval(() => platform.ports.livePrices.publish([quote]), 20);
      const delivered = new Map<string | undefined, number>();
      try {
        while (delivered.size < 3 || [...delivered.values()].some((count) => count < 2)) {
          const { id } = await socket.next('next');
          delivered.set(id, (delivered.get(id) ?? 0) + 1);
        }
      } finally {
        clearInterval(ticker);
      }
      expect([...delivered.keys()].sort()).toEqual(['1', '2', '3']);
    } finally {
      await socket.close();
    }
  });

  it('refuses queries over the socket: it carries subscriptions', async () => {
    const socket = await signedIn();
    try {
      subscribe(socket, 'q', '{ health { status } }');
      expect(await socket.next('error')).toMatchObject({
        id: 'q',
        payload: [{ message: expect.stringContaining('send queries and mutations over HTTP') }],
      });
    } finally {
      await socket.close();
    }
  });

  it('closes the connections of an account past its cap, and of an address past its own', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const third = await openSocket();
    third.send({ type: 'connection_init', payload: { authorization: `Bearer ${access}` } });
    expect(await third.closed).toEqual({
      code: 1008,
      reason: 'Too many connections for your account (at most 2).',
    });
    const anonymous = [await openSocket(), await openSocket()];
    const overAddress = await openSocket();
    expect(await overAddress.closed).toEqual({
      code: 1008,
      reason: 'Too many connections from your address (at most 4).',
    });
    await Promise.all([first, second, ...anonymous].map((socket) => socket.close()));
  });

  it('counts subscriptions against the per-minute GraphQL budget', async () => {
    const socket = await signedIn();
    try {
      // This platform's budget is 8 a minute; earlier tests spent part of it. Each subscription
      // is ended before the next, so that only the budget can refuse one.
      const refusals: unknown[] = [];
      for (let i = 0; i < 9; i++) {
        subscribe(socket, `b${i}`);
        // A query is refused at once: its answer comes after the subscription was read.
        subscribe(socket, `probe${i}`, '{ health { status } }');
        await socket.next('error', `probe${i}`);
        socket.send({ id: `b${i}`, type: 'complete' });
      }
      refusals.push((await socket.next('error', 'b8')).payload);
      expect(refusals).toEqual([
        [
          {
            message: expect.stringContaining('Too many GraphQL operations'),
            extensions: { code: 'RATE_LIMITED' },
          },
        ],
      ]);
    } finally {
      await socket.close();
    }
  });
});
