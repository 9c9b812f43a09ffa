import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, as limits, locks and the audit log count them (see `clientAddress`). */
    readonly clientAddress: string;
  }
}

/**
 * The address that limits and locks count: an IPv4 address as it is (an IPv4-mapped IPv6 address
 * too), an IPv6 address as its /64 network, because one subscriber is handed a whole /64 and could
 * otherwise take a fresh address for every attempt (OWASP; GitLab and Cloudflare key IPv6 the same).
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const network = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** Gives every request its `clientAddress`, from the address Fastify trusts (`TRUST_PROXY`). */
export function installClientAddress(app: FastifyInstance): void {
  app.decorateRequest('clientAddress', {
    getter() {
      return clientAddress(this.ip);
    },
  });
}
