import yauzl from 'yauzl';

/**
 * What an entry of a zip archive's central directory (PKWARE APPNOTE 6.3.10, §4.3.12) declares
 * about itself, and where its data lies, read without inflating anything.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not what a spreadsheet uses. */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** The entry's data as stored (deflated or not): a view of the archive's bytes. */
  data: Uint8Array;
}

/** Why the bytes are not a zip archive this reader accepts. */
export class NotAZip extends Error {}

/**
 * Reads every entry of the central directory, and each entry's local header to find its data, with
 * yauzl: nothing is inflated. Throws NotAZip when the bytes are no zip archive, or an entry's name,
 * sizes or data are out of bounds (yauzl's checks).
 */
export async function readZipDirectory(bytes: Uint8Array): Promise<ZipEntry[]> {
  try {
    const zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const entries: ZipEntry[] = [];
    for await (const entry of zip.eachEntry()) {
      const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
      entries.push({
        name: entry.fileName,
        method: entry.compressionMethod,
        flags: entry.generalPurposeBitFlag,
        crc32: entry.crc32,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        data: bytes.subarray(fileDataStart, fileDataStart + entry.compressedSize),
      });
    }
    return entries;
  } catch (error) {
    throw new NotAZip(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
