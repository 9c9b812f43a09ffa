import type { BookKind } from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { BookRowCache } from './book-row-cache.ts';
import { type BookFilter, selectBookRowTexts, selectBookVersions, selectUsernames } from './data.queries.ts';

/** The query of a book read, in the spec's names (spec 02 §7). */
export interface BookQuery {
  portfolios?: number[];
  currency?: number[];
  commodity?: number[];
  end_product?: number[];
  date?: string;
  initialDate?: string;
  exposure_date?: boolean;
}

/**
 * Reads the caller's rows of a kind as the JSON array to answer. `window` says how `date` reads:
 * 'future' keeps rows dated on or after it, 'past' rows from `initialDate` to before it; without a
 * window every row is read. Rows already rendered at their current version come from `rows`; the
 * queries read one snapshot of the book. Fields without a value are left out of the rows.
 */
export function listBookRows(
  services: Services,
  rows: BookRowCache,
  caller: Caller,
  kind: BookKind,
  query: BookQuery,
  window?: 'future' | 'past',
): Promise<Buffer> {
  const filter: BookFilter = {
    portfolios: query.portfolios,
    pairIds: query.currency,
    commodityIds: query.commodity,
    endProductIds: query.end_product,
    isByExposureDate: query.exposure_date === true,
    ...(window === 'future' ? { from: query.date } : {}),
    ...(window === 'past' ? { from: query.initialDate, to: query.date } : {}),
  };
  return inTransaction(
    services,
    async (tx) => {
      const list = await selectBookVersions(tx, caller, kind, filter);
      if (!list) return Buffer.from('[]');
      const entries = list
        .split(';')
        .map((entry) => entry.split(',').map(Number) as [number, number, number]);
      const usernames = await selectUsernames(tx, [...new Set(entries.map(([, , userId]) => userId))]);
      // The same rows at the same versions by the same editors: the answer last built for them.
      const signature = `${kind}|${list}|${JSON.stringify([...usernames])}`;
      const same = rows.answer(signature);
      if (same) return same;
      const editorOf = (userId: number) => usernames.get(userId) ?? null;
      const found = new Map<number, Buffer>();
      const missing = new Map<number, string | null>();
      for (const [id, version, userId] of entries) {
        const piece = rows.piece(kind, id, version, editorOf(userId));
        if (piece) found.set(id, piece);
        else missing.set(id, editorOf(userId));
      }
      for (const row of await selectBookRowTexts(tx, kind, [...missing.keys()])) {
        found.set(row.id, rows.render(kind, row.id, row.version, row.json, missing.get(row.id) ?? null));
      }
      // The answer is joined from the rows' bytes (each ends in a comma; the last one's becomes the
      // closing bracket): no string of the whole book is built or encoded.
      const parts: Buffer[] = [OPEN];
      for (const [id] of entries) {
        // Every listed row was rendered in the same snapshot.
        const piece = found.get(id);
        if (!piece) throw new Error(`row ${id} listed but not rendered`);
        parts.push(piece);
      }
      const last = parts.pop() ?? OPEN;
      parts.push(last.subarray(0, -1), CLOSE);
      return rows.keepAnswer(signature, Buffer.concat(parts));
    },
    { isolationLevel: 'repeatable read' },
  );
}

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');
