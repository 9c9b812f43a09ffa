import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { AppError } from '../errors.ts';
import { type Caller, callerFor } from '../identity/caller.ts';
import { tokenExpired } from '../identity/tokens.ts';
import type { Services } from '../services.ts';

/** Close codes of the graphql-transport-ws protocol (graphql-ws's CloseCode). */
export const SOCKET_UNAUTHORIZED = 4401;
export const SOCKET_FORBIDDEN = 4403;
const INTERNAL_ERROR = 1011;

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
 * must not outlive it by the rest of its token's life. Answers the caller, or null once refused.
 */
export async function admitSocket(
  services: Services,
  socket: WebSocket,
  authorization: string | undefined,
): Promise<Caller | null> {
  try {
    const caller = await callerFor(services, authorization, 'member');
    // A socket the client closed while its token was checked needs no timer.
    if (!caller || socket.readyState !== socket.OPEN) return null;
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
    return caller;
  } catch (error) {
    if (!(error instanceof AppError)) services.log.error(error);
    refuse(socket, error);
    return null;
  }
}

/** Closes a socket for an error: 4401, 4403 or 1011, with the error's code and text as the reason. */
export function refuse(socket: WebSocket, error: unknown) {
  if (!(error instanceof AppError)) return socket.close(INTERNAL_ERROR);
  const code =
    error.statusCode === 401
      ? SOCKET_UNAUTHORIZED
      : error.statusCode === 403
        ? SOCKET_FORBIDDEN
        : INTERNAL_ERROR;
  socket.close(code, `${error.code}: ${error.message}`.slice(0, MAX_REASON_LENGTH));
}
