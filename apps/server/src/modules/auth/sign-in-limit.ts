import type { RateLimit } from '../../http/rate-limit.ts';
import type { Services } from '../../services.ts';

/** The per-IP limit on sign-in attempts, one counter for REST `POST /api/auth/login` and GraphQL `login`. */
export function signInLimit(services: Services): RateLimit {
  return { name: 'sign-in', perMinute: services.config.authRateLimitPerMinute };
}
