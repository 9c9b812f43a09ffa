import type { BookKind } from '@cobertura/contracts';

/** The most the cache holds, by the bytes of the rows' JSON: 100,000-row books of several companies. */
const MAX_CACHED_BYTES = 512 * 1024 * 1024;
/** Whole answers kept: the last few books read (a grid reloading the same book gets it at once). */
const MAX_ANSWERS = 4;

interface Entry {
  version: number;
  json: Buffer;
}

/**
 * Book rows as the JSON the reads answer, kept per process by row and version. A read asks the
 * database which rows it answers and at which versions, and renders only those it has not seen at
 * that version: a 100,000-row grid reloaded after a save re-renders the saved rows, not the book.
 * A version is never reused, so an entry cannot go stale; the database stays the source of truth.
 * Past the size limit the rows written longest ago go first (a plain map per kind: a read looks up
 * every row of a book, and an LRU's bookkeeping on 100,000 reads costs more than the lookups).
 */
export class BookRowCache {
  readonly #rows = new Map<BookKind, Map<number, Entry>>();
  #bytes = 0;
  readonly #answers = new Map<string, Buffer>();

  /**
   * The answer last built for a signature (the listed rows, their versions and editors' names),
   * which fixes every byte of it.
   */
  answer(signature: string): Buffer | undefined {
    return this.#answers.get(signature);
  }

  keepAnswer(signature: string, answer: Buffer): Buffer {
    this.#answers.delete(signature);
    this.#answers.set(signature, answer);
    for (const old of this.#answers.keys()) {
      if (this.#answers.size <= MAX_ANSWERS) break;
      this.#answers.delete(old);
    }
    return answer;
  }

  /** The row's JSON at that version, as UTF-8 bytes without its closing brace (see `listBookRows`). */
  get(kind: BookKind, id: number, version: number): Buffer | undefined {
    const entry = this.#rows.get(kind)?.get(id);
    return entry?.version === version ? entry.json : undefined;
  }

  /** Keeps a row's JSON object text at a version; returns the bytes kept. */
  set(kind: BookKind, id: number, version: number, json: string): Buffer {
    const open = Buffer.from(json.slice(0, json.lastIndexOf('}')));
    let rows = this.#rows.get(kind);
    if (!rows) this.#rows.set(kind, (rows = new Map()));
    const old = rows.get(id);
    if (old) {
      this.#bytes -= old.json.length;
      rows.delete(id);
    }
    rows.set(id, { version, json: open });
    this.#bytes += open.length;
    this.#evict();
    return open;
  }

  #evict(): void {
    for (const rows of this.#rows.values()) {
      for (const [id, entry] of rows) {
        if (this.#bytes <= MAX_CACHED_BYTES) return;
        rows.delete(id);
        this.#bytes -= entry.json.length;
      }
    }
  }
}
