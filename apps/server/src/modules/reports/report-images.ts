import { randomUUID } from 'node:crypto';
import { REPORT_IMAGE_MAX_BYTES, REPORT_IMAGE_PREFIX } from '@cobertura/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { insertImage, selectImage } from './reports.queries.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk (length 0, type, CRC) that closes every PNG (RFC 2083 §4.1.4). */
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const endsWith = (bytes: Uint8Array, sig: readonly number[]) =>
  startsWith(bytes, sig, bytes.length - sig.length);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image types an upload may be, read from its bytes. */
export type ReportImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/**
 * The image type of these bytes by their magic numbers, never by the name or the declared type:
 * PNG (signature … IEND at the very end), JPEG (SOI … EOI at the very end), WebP (a RIFF file
 * whose length field is the file's) or GIF (GIF87a/GIF89a … the trailer byte 0x3B at the very end,
 * GIF89a spec §27). Bytes after the end marker, or markup anywhere (an HTML, SVG, script or PHP
 * polyglot that a browser or a server might run), refuse it.
 */
export function imageTypeOf(bytes: Uint8Array): ReportImageType | undefined {
  let type: ReportImageType | undefined;
  if (startsWith(bytes, PNG_SIGNATURE) && endsWith(bytes, PNG_END)) type = 'image/png';
  else if (startsWith(bytes, [0xff, 0xd8, 0xff]) && endsWith(bytes, [0xff, 0xd9])) type = 'image/jpeg';
  else if (
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8) &&
    new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true) + 8 === bytes.length
  )
    type = 'image/webp';
  else if (
    (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) &&
    bytes.length > 13 &&
    endsWith(bytes, [0x3b])
  )
    type = 'image/gif';
  if (!type) return undefined;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  return /<(?:script|html|svg|iframe|body|!doctype|\?php|object|embed)|javascript:/.test(text)
    ? undefined
    : type;
}

/** Stores an uploaded image and answers the address to put in a report's `img`. */
export async function uploadReportImage(services: Services, caller: Caller, bytes: Uint8Array) {
  if (bytes.length > REPORT_IMAGE_MAX_BYTES) {
    throw new AppError('IMAGE_REJECTED', 'The image is larger than 5 MB.');
  }
  const mediaType = imageTypeOf(bytes);
  if (!mediaType) throw new AppError('IMAGE_REJECTED', 'Upload a PNG, JPEG, WebP or GIF image.');
  const id = randomUUID();
  await insertImage(
    services,
    { id, mediaType, bytes: Buffer.from(bytes), uploadedBy: caller.id },
    services.now(),
  );
  return { url: `${REPORT_IMAGE_PREFIX}${id}` };
}

/** An uploaded image's bytes and type. */
export async function readReportImage(services: Services, id: string) {
  const image = await selectImage(services, id);
  if (!image) throw notFound('No such image.');
  return image;
}
