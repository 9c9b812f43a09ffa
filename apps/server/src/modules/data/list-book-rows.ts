import type { BookKind } from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { type BookFilter, selectBookRowTexts, selectBookVersions, selectUsernames } from './book.queries.ts';
import type { BookRowCache } from './book-row-cache.ts';

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
      const listed = readVersionList(list);
      const usernames = await selectUsernames(tx, [...new Set(listed.map((row) => row.editor))]);
      // The same rows at the same versions by the same editors: the answer last built for them.
      const signature = `${kind}|${list}|${JSON.stringify([...usernames])}`;
      const same = rows.answer(signature);
      if (same) return same;
      // The answer's parts in the rows' order (each row's piece ends in a comma; the last one's
      // becomes the closing bracket): no string of the whole book is built or encoded. A row not
      // rendered at its version yet is rendered by the database and put in its place.
      const editorOf = (userId: number) => usernames.get(userId) ?? null;
      const parts: Buffer[] = new Array(listed.length + 2);
      parts[0] = OPEN;
      const missing = new Map<number, { place: number; editor: string | null }>();
      for (const [i, { id, version, editor }] of listed.entries()) {
        const piece = rows.piece(kind, id, version, editorOf(editor));
        if (piece) parts[i + 1] = piece;
        else missing.set(id, { place: i + 1, editor: editorOf(editor) });
      }
      for (const row of await selectBookRowTexts(tx, kind, [...missing.keys()])) {
        const slot = missing.get(row.id);
        // Every listed row is rendered in the same snapshot.
        if (!slot) throw new Error(`row ${row.id} rendered but not listed`);
        parts[slot.place] = rows.render(kind, row.id, row.version, row.json, slot.editor);
      }
      const last = parts[listed.length] as Buffer;
      parts[listed.length] = last.subarray(0, -1);
      parts[listed.length + 1] = CLOSE;
      return rows.keepAnswer(signature, Buffer.concat(parts));
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * The database's list of rows (`id,version,editor;…`, by id), read in one pass:
 * for a 100,000-row book, splitting it into arrays of strings cost more than the reads it saves.
 */
function readVersionList(list: string): { id: number; version: number; editor: number }[] {
  const listed: { id: number; version: number; editor: number }[] = [];
  const numbers = [0, 0, 0];
  let column = 0;
  for (let i = 0; i <= list.length; i++) {
    const code = i < list.length ? list.charCodeAt(i) : SEMICOLON;
    if (code === COMMA) column++;
    else if (code === SEMICOLON) {
      listed.push({ id: numbers[0] ?? 0, version: numbers[1] ?? 0, editor: numbers[2] ?? 0 });
      numbers.fill(0);
      column = 0;
    } else numbers[column] = (numbers[column] ?? 0) * 10 + (code - ZERO);
  }
  return listed;
}

const COMMA = 44;
const SEMICOLON = 59;
const ZERO = 48;
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');
