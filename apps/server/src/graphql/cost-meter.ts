import type { Redis } from 'ioredis';

const WINDOW_MS = 60_000;
/** Counters kept in the process before the expired ones are swept. */
const SWEEP_AT = 10_000;

/** What a spend left: refused past the budget, with the seconds until the window ends. */
export interface Spent {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts the GraphQL cost each caller (an address, a user) spends in a minute. */
export interface CostMeter {
  spend(key: string, units: number, budget: number): Promise<Spent>;
}

/**
 * A fixed window of a minute per key. With Redis every server process counts into the same key
 * (INCRBY, then the window's expiry set once); while Redis does not answer, the process counts on
 * its own, so an outage never switches the budget off. `clock` is the platform's (services.now).
 */
export function costMeter(redis: Redis | undefined, clock: () => Date): CostMeter {
  const local = new Map<string, { used: number; endsAt: number }>();

  const spendLocally = (key: string, units: number, budget: number): Spent => {
    const at = clock().getTime();
    if (local.size >= SWEEP_AT) {
      for (const [k, window] of local) if (window.endsAt <= at) local.delete(k);
    }
    let window = local.get(key);
    if (!window || window.endsAt <= at) {
      window = { used: 0, endsAt: at + WINDOW_MS };
      local.set(key, window);
    }
    window.used += units;
    return { allowed: window.used <= budget, retryAfterSeconds: Math.ceil((window.endsAt - at) / 1000) };
  };

  return {
    async spend(key, units, budget) {
      if (!redis) return spendLocally(key, units, budget);
      try {
        const counted = await redis
          .multi()
          .incrby(`graphql-cost:${key}`, units)
          .pexpire(`graphql-cost:${key}`, WINDOW_MS, 'NX')
          .pttl(`graphql-cost:${key}`)
          .exec();
        const used = Number(counted?.[0]?.[1]);
        const ttl = Number(counted?.[2]?.[1]);
        if (!Number.isFinite(used)) throw new Error('the cost counter did not answer');
        return { allowed: used <= budget, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch {
        return spendLocally(key, units, budget);
      }
    },
  };
}
