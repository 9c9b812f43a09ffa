/**
 * The request header in which the web app says how long, in milliseconds, its user has been idle
 * (no mouse, key, touch or scroll in any tab). The server counts the user active at now less that:
 * a request the app makes on its own (a poll, a refresh, a reload) does not keep an idle session
 * alive. A client that sends none (an API script) is active when it calls: an hour without a call
 * ends its session.
 *
 * A module of its own, without schemas: the web app's first script sends it, and must stay small.
 */
export const IDLE_HEADER = 'cobertura-idle-ms';
