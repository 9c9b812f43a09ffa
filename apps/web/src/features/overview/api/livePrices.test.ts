import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../api/client.ts';
import { storeTokens } from '../../../api/tokens.ts';
import { type LiveState, subscribeToPrices } from './livePrices.ts';

const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);

function jwt(expSeconds: number, id: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: expSeconds, jti: id })}.sig`;
}

/** A websocket the test plays the server of (graphql-transport-ws messages). */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  sent: { type: string; id?: string; payload?: Record<string, unknown> }[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live prices socket', () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    localStorage.clear();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('signs in with the token, subscribes to the instruments and passes on their ticks', async () => {
    configureApiClient({ now: () => NOW });
    storeTokens({ access: jwt(NOW / 1000 + 600, 'a1'), refresh: 'r1' });
    const quotes: unknown[] = [];
    const states: LiveState[] = [];
    const stop = subscribeToPrices(
      ['EURUSD', 'BRENT'],
      (q) => quotes.push(q),
      (s) => states.push(s),
    );
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toMatch(/^ws:\/\/.+\/graphql$/);
    await vi.waitFor(() => expect(socket.sent[0]?.type).toBe('connection_init'));
    expect(socket.sent[0]?.payload).toEqual({ authorization: `Bearer ${jwt(NOW / 1000 + 600, 'a1')}` });
    socket.receive({ type: 'connection_ack' });
    await vi.waitFor(() => expect(socket.sent[1]?.type).toBe('subscribe'));
    expect(states).toContain('live');
    const subscription = socket.sent[1]!;
    expect(subscription.payload?.variables).toEqual({ instruments: ['EURUSD', 'BRENT'] });
    const tick = {
      instrument: 'EURUSD',
      last: 1.1,
      change: 0,
      change_pct: 0,
      time: '2026-11-24T15:00:00Z',
      simulated: true,
    };
    socket.receive({ type: 'next', id: subscription.id, payload: { data: { prices: tick } } });
    expect(quotes).toEqual([tick]);
    stop();
    await settle();
  });

  it('comes back after the server closes it at the token expiry, signed in with a refreshed token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const fresh = jwt(NOW / 1000 + 900, 'a2');
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ access: fresh, refresh: 'r2' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    configureApiClient({ now: () => NOW, fetch: fetchMock as unknown as typeof fetch });
    storeTokens({ access: jwt(NOW / 1000 + 600, 'a1'), refresh: 'r1' });
    const states: LiveState[] = [];
    const stop = subscribeToPrices(
      ['EURUSD'],
      () => {},
      (s) => states.push(s),
    );
    await vi.waitFor(() => expect(FakeSocket.opened[0]?.sent[0]?.type).toBe('connection_init'));
    FakeSocket.opened[0]!.receive({ type: 'connection_ack' });
    await vi.waitFor(() => expect(states).toContain('live'));

    // The access token has now expired: the server closes the socket; the client waits, then
    // reconnects with a token refreshed for the purpose.
    configureApiClient({ now: () => NOW + 601_000 });
    FakeSocket.opened[0]!.close(4403, 'Token expired');
    expect(states.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(FakeSocket.opened[1]?.sent[0]?.type).toBe('connection_init'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.anything());
    expect(FakeSocket.opened[1]!.sent[0]?.payload).toEqual({ authorization: `Bearer ${fresh}` });
    FakeSocket.opened[1]!.receive({ type: 'connection_ack' });
    await vi.waitFor(() => expect(states.at(-1)).toBe('live'));
    stop();
  });

  it('stops quietly while still connecting', async () => {
    configureApiClient({ now: () => NOW });
    storeTokens({ access: jwt(NOW / 1000 + 600, 'a1'), refresh: 'r1' });
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', record);
    const stop = subscribeToPrices(
      ['EURUSD'],
      () => {},
      () => {},
    );
    await vi.waitFor(() => expect(FakeSocket.opened[0]?.sent[0]?.type).toBe('connection_init'));
    stop();
    // The server accepts the connection after all: the client closes it at once.
    FakeSocket.opened[0]!.receive({ type: 'connection_ack' });
    await vi.waitFor(() => expect(FakeSocket.opened[0]!.readyState).toBe(FakeSocket.CLOSED));
    await settle();
    process.off('unhandledRejection', record);
    expect(rejections).toEqual([]);
  });
});
