import { z } from 'zod';

/** `GET /api/health` and GraphQL `health`: the process is up and which backends it uses. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']).describe('Embedded PGlite or a PostgreSQL server.'),
  cache: z.enum(['memory', 'redis']).describe('In-process cache or Redis.'),
});
export type Health = z.infer<typeof ZHealth>;
