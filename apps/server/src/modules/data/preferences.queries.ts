import type { UserPreferences } from '@cobertura/contracts';
import { eq } from 'drizzle-orm';
import { userPreferences } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** A user's preferences: one row of saved choices per user. */

export async function selectPreferences(services: Services, userId: number) {
  const [row] = await services.db
    .select({ choices: userPreferences.choices })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.choices as Partial<UserPreferences> | undefined;
}

export async function upsertPreferences(services: Services, userId: number, choices: UserPreferences) {
  const updatedAt = services.now();
  await services.db
    .insert(userPreferences)
    .values({ userId, choices, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { choices, updatedAt } });
}
