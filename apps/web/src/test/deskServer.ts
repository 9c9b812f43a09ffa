import type { BlotterRow, DeskLimits, DeskRequest } from '@cobertura/contracts';
import { deskLimits, deskMe, deskRequest } from './deskFixtures.ts';
import { type FetchRoute, jsonResponse } from './renderApp.tsx';

/** One call the stub desk server received: its method, path, query string and JSON body. */
export interface DeskCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** What the stub answers: each field may be replaced by a test, or set to a function of the call. */
export interface DeskStub {
  role: 'trader' | 'supervisor';
  blotter: (search: string) => BlotterRow[];
  request: DeskRequest;
  limits: DeskLimits[];
  /** POST and PUT answers by path suffix (ask_quotes, quotes, execute, approval, reject, limits/1). */
  writes: Record<string, (call: DeskCall) => Response>;
  history: unknown[];
  position: unknown;
}

/**
 * A stub of the desk API for the screens' tests: it answers the reads from `stub` and the writes
 * from `stub.writes`, and lists every call it gets.
 */
export function deskServer(over: Partial<DeskStub> = {}) {
  const calls: DeskCall[] = [];
  const stub: DeskStub = {
    role: 'trader',
    blotter: () => [],
    request: deskRequest(),
    limits: [deskLimits()],
    writes: {},
    history: [],
    position: null,
    ...over,
  };
  const route: FetchRoute = (url, init) => {
    const { pathname: path, search } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, search, body });
    if (method !== 'GET') {
      const write = Object.entries(stub.writes).find(([suffix]) => path.endsWith(`/${suffix}`));
      return write?.[1]({ method, path, search, body });
    }
    if (path === '/api/desk/me') return jsonResponse(200, deskMe(stub.role));
    if (path === '/api/desk/blotter')
      return jsonResponse(200, { rows: stub.blotter(search), truncated: false });
    if (path === `/api/desk/requests/${stub.request.id}`) return jsonResponse(200, stub.request);
    if (path === '/api/desk/limits') return jsonResponse(200, stub.limits);
    if (path === '/api/desk/limits/history') return jsonResponse(200, stub.history);
    if (path === '/api/desk/position' && stub.position) return jsonResponse(200, stub.position);
    return undefined;
  };
  const asked = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { stub, calls, route, asked };
}
