import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { AppError } from '../errors.ts';
import { callerFor } from '../identity/caller.ts';
import { tokenExpired } from '../identity/tokens.ts';
import type { Services } from '../services.ts';

/** Close codes of the graphql-transport-ws protocol (graphql-ws's CloseCode). */
export const SOCKET_UNAUTHORIZED = 4401;
export const SOCKET_FORBIDDEN = 4403;
const INTERNAL_ERROR = 1011;

/** Largest message a client may send (a subscription's query and variables). */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** A close frame's reason holds at most 123 bytes. */
const MAX_REASON_LENGTH = 120;

/**
 * The websocket's sign-in: the client sends its access token in connection_init's payload
 * (`{ authorization: 'Bearer …' }`, as a browser cannot set headers on a websocket). The token is
 * checked before the connection is acknowledged; a bad one closes the socket with 4401 (not signed
 * in, expired) or 4403 (signed in but not allowed), the error's code and text as the reason. An
 * admitted connection is closed with 4401 when its token expires, judged by the platform's clock,
 * and when a check every `socketSessionCheckMs` finds its session ended (signed out, revoked) or
 * its account no longer a member (deactivated): REST refuses such a caller at once, and a socket
 * must not outlive it by the rest of its token's life.
 *
 * Registers the websocket server (before Mercurius, which then uses it) and returns Mercurius's
 * subscription `context` function, which runs when connection_init arrives and holds the
 * acknowledgement until the check is done.
 */
export async function admitSockets(app: FastifyInstance, services: Services) {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const admissions = new WeakMap<WebSocket, Promise<void>>();
  // The first message is read beside Mercurius's own reading of it: Mercurius gives its
  // connection hook the payload but not the socket, which this check must close.
  app.websocketServer.on('connection', (socket: WebSocket) => {
    socket.once('message', (data) => admissions.set(socket, admit(services, socket, initPayload(data))));
  });
  return async (socket: WebSocket) => {
    await admissions.get(socket);
    return {};
  };
}

async function admit(services: Services, socket: WebSocket, payload: Record<string, unknown>) {
  const authorization = typeof payload.authorization === 'string' ? payload.authorization : undefined;
  try {
    await callerFor(services, authorization, 'member');
    // A socket the client closed while its token was checked needs no timer.
    if (socket.readyState !== socket.OPEN) return;
    const expiresAt = (decodeJwt(authorization?.slice('Bearer '.length) ?? '').exp ?? 0) * 1000;
    const expiry = setTimeout(
      () => refuse(socket, tokenExpired()),
      Math.max(0, expiresAt - services.now().getTime()),
    );
    // A check that fails for another reason (the database away a moment) keeps the connection.
    const sessionCheck = setInterval(
      () =>
        callerFor(services, authorization, 'member').catch((error) =>
          error instanceof AppError ? refuse(socket, error) : services.log.error(error),
        ),
      services.config.socketSessionCheckMs,
    );
    socket.once('close', () => {
      clearTimeout(expiry);
      clearInterval(sessionCheck);
    });
  } catch (error) {
    if (!(error instanceof AppError)) services.log.error(error);
    refuse(socket, error);
  }
}

function refuse(socket: WebSocket, error: unknown) {
  if (!(error instanceof AppError)) return socket.close(INTERNAL_ERROR);
  const code =
    error.statusCode === 401
      ? SOCKET_UNAUTHORIZED
      : error.statusCode === 403
        ? SOCKET_FORBIDDEN
        : INTERNAL_ERROR;
  socket.close(code, `${error.code}: ${error.message}`.slice(0, MAX_REASON_LENGTH));
}

/** connection_init's payload; anything else (another message first, bad JSON) carries no token. */
function initPayload(data: unknown): Record<string, unknown> {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; payload?: unknown };
    const payload = message.type === 'connection_init' ? message.payload : undefined;
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
