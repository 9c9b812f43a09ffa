import type { BookKind } from '@cobertura/contracts';

/** The most the cache holds, by the bytes of the rows' JSON: 100,000-row books of several companies. */
const MAX_CACHED_BYTES = 512 * 1024 * 1024;
/** Whole answers kept: the last few books read (a grid reloading the same book gets it at once). */
const MAX_ANSWERS = 4;

interface Entry {
  version: number;
  editor: string | null;
  /** Bytes of the row's JSON before its `updated_by`. */
  openLength: number;
  /** The row's JSON with its editor's name, followed by a comma: a piece of the answer as it is. */
  piece: Buffer;
}

/**
 * Book rows as the JSON the reads answer, kept per process by row and version. A read asks the
 * database which rows it answers, at which versions and by which editors, and renders only those
 * it has not seen so: a 100,000-row grid reloaded after a save re-renders the saved rows, not the
 * book. A version is never reused, so an entry cannot go stale; the database stays the source of
 * truth. Past the size limit the rows written longest ago go first (a plain map per kind: a read
 * looks up every row of a book, and an LRU's bookkeeping on 100,000 reads costs more than they do).
 */
export class BookRowCache {
  readonly #rows = new Map<BookKind, Map<number, Entry>>();
  #bytes = 0;
  readonly #answers = new Map<string, Buffer>();

  /** The row's piece of an answer, when it was rendered at that version for that editor's name. */
  piece(kind: BookKind, id: number, version: number, editor: string | null): Buffer | undefined {
    const entry = this.#rows.get(kind)?.get(id);
    if (entry?.version !== version) return undefined;
    if (entry.editor === editor) return entry.piece;
    // The editor renamed themselves since: the same row under the new name.
    return this.#keep(kind, id, version, entry.piece.subarray(0, entry.openLength), editor);
  }

  /** Keeps a row rendered by the database (its JSON object text without `updated_by`); returns its piece. */
  render(kind: BookKind, id: number, version: number, json: string, editor: string | null): Buffer {
    return this.#keep(kind, id, version, Buffer.from(json.slice(0, json.lastIndexOf('}'))), editor);
  }

  /** The answer last built for a signature (the listed rows, their versions and editors' names). */
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

  #keep(kind: BookKind, id: number, version: number, open: Buffer, editor: string | null): Buffer {
    const piece = Buffer.concat([open, Buffer.from(`,"updated_by":${JSON.stringify(editor)}},`)]);
    let rows = this.#rows.get(kind);
    if (!rows) {
      rows = new Map();
      this.#rows.set(kind, rows);
    }
    const old = rows.get(id);
    if (old) {
      this.#bytes -= old.piece.length;
      rows.delete(id);
    }
    rows.set(id, { version, editor, openLength: open.length, piece });
    this.#bytes += piece.length;
    this.#evict();
    return piece;
  }

  #evict(): void {
    for (const rows of this.#rows.values()) {
      for (const [id, entry] of rows) {
        if (this.#bytes <= MAX_CACHED_BYTES) return;
        rows.delete(id);
        this.#bytes -= entry.piece.length;
      }
    }
  }
}
