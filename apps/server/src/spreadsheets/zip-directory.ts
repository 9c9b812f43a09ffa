/**
 * The central directory of a zip archive (PKWARE APPNOTE 6.3.10, §4.3.12 and §4.3.16), read from
 * the bytes without inflating anything: what each entry declares about itself.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not what a spreadsheet uses. */
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
  /** Where its bytes (local header, data, data descriptor) end: the next entry's start, or the directory's. */
  end: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A size or offset of 0xFFFFFFFF (or a count of 0xFFFF) means the real value is in a ZIP64 record. */
const ZIP64_MARK = 0xffffffff;

/** Why the bytes are not a zip archive this reader accepts. */
export class NotAZip extends Error {}

/**
 * Reads the end-of-directory record (searched backwards past an archive comment of up to 64 KiB)
 * and every entry of the central directory. Throws NotAZip when the bytes are no zip archive, use
 * ZIP64 (no spreadsheet within our limits needs it) or point outside themselves.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) throw new NotAZip('ZIP64 archive');
  if (offset + size > end) throw new NotAZip('central directory outside the archive');

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new NotAZip('broken directory');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      end: offset,
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK) {
      throw new NotAZip('ZIP64 entry');
    }
    if (entry.localHeaderOffset + 30 + entry.compressedSize > offset) {
      throw new NotAZip('entry outside the archive');
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  const starts = [...new Set(entries.map((e) => e.localHeaderOffset))].sort((a, b) => a - b);
  for (const entry of entries) {
    entry.end = starts.find((start) => start > entry.localHeaderOffset) ?? offset;
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) {
    throw new NotAZip('broken local header');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.byteLength) throw new NotAZip('entry outside the archive');
  return bytes.subarray(start, start + entry.compressedSize);
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw new NotAZip('no end of central directory');
}
