import type { FastifyReply } from 'fastify';

const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/** Sends a file to save (a spreadsheet, a report), named in plain ASCII and in UTF-8 (RFC 6266). */
export function sendFile(reply: FastifyReply, filename: string, bytes: Uint8Array): FastifyReply {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(MEDIA_TYPES[(filename.split('.').pop() ?? '') as keyof typeof MEDIA_TYPES] ?? MEDIA_TYPES.xlsx)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
