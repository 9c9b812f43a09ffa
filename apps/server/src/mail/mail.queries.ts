import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** The mailer's only door to the database: the outbox table. */
export async function insertOutboxMail(
  db: Db,
  mail: { recipient: string; subject: string; body: string; createdAt: Date },
): Promise<number | undefined> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row?.id;
}

export async function markMailSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id));
}
