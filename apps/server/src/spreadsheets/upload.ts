import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SpreadsheetLimits } from '../config/spreadsheet-limits.ts';
import { AppError } from '../errors.ts';
import { fileTooLarge } from './guards.ts';

/** The text fields an upload form may carry besides its file (the spec's upload names seven). */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Lets routes receive a spreadsheet as multipart/form-data: one file of at most the upload limit
 * (busboy stops reading past it) and a few short text fields.
 */
export async function installUploads(app: FastifyInstance, limits: SpreadsheetLimits): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: limits.maxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + 1,
    },
  });
}

/** An uploaded file, as read-spreadsheet.ts reads it. */
export interface Upload {
  fileName: string | undefined;
  /** Moved to the worker thread: unusable by the caller once handed over. */
  bytes: Uint8Array;
}

export interface ReceivedUpload extends Upload {
  /** The form field the file came in. */
  fieldName: string;
  /** The form's text fields. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload: its one file, in memory up to the limit, and its text fields. Refuses
 * a request that is not multipart (UNSUPPORTED_MEDIA_TYPE), a file past the limit (FILE_TOO_LARGE,
 * as soon as the limit is passed, the rest unread), more than one file or too many fields
 * (PAYLOAD_TOO_LARGE), and a form that cannot be read or has no file (BAD_REQUEST).
 */
export async function receiveSpreadsheet(
  request: FastifyRequest,
  limits: Pick<SpreadsheetLimits, 'maxBytes'>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedUpload, 'fields'> | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes } })) {
      if (part.type === 'file') {
        file = {
          fieldName: part.fieldname,
          fileName: part.filename,
          bytes: new Uint8Array(await part.toBuffer()),
        };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(limits.maxBytes);
    // Fastify's own refusals carry their status (413 for too many parts); the parser's errors (a
    // content type without its boundary, a form cut short) are the sender's.
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw new AppError('BAD_REQUEST', 'The form could not be read as multipart/form-data.');
  }
  if (!file) throw new AppError('BAD_REQUEST', 'The form has no file.');
  return { ...file, fields };
}
