import {
  type BookKind,
  ZBookTemplateQuery,
  ZCreateBookFileAnswer,
  ZCreateBookFileRequest,
  ZDownloadBookFileQuery,
  ZUploadDatamodelAnswer,
  ZUploadDatamodelFields,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, parseInput, untilClientGone } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { sendFile } from '../../spreadsheets/send-file.ts';
import { receiveSpreadsheet } from '../../spreadsheets/upload.ts';
import type { BookRowCache } from './book-row-cache.ts';
import { bookTemplate } from './book-template.ts';
import { importBookFile } from './import-book-file.ts';
import { prepareBookExport } from './prepare-book-export.ts';
import { readPreparedFile } from './read-prepared-file.ts';

const DATA = { screen: 'data' } as const;

/** The book's spreadsheets (spec 02 §7): templates, the import, the two-step export and the reports. */
export function bookFileRoutes(app: FastifyInstance, services: Services, rendered: BookRowCache): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/book_template',
    summary: 'The empty sheet of a grid to fill in and import (.xlsx with its rules, or .csv).',
    access: DATA,
    query: ZBookTemplateQuery,
    handler: async ({ caller, query, reply }) => {
      const file = await bookTemplate(services, caller, query.table as BookKind, query.format, query.lang);
      return sendFile(reply, file.filename, file.bytes);
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/upload_datamodel',
    summary:
      "Imports a sheet (multipart, file in `file_data`) into a grid of one of your companies: `preview` answers what it would create, replace and reject; `upload` saves every row or none (400 ROWS_REJECTED indexed by the sheet's row numbers).",
    access: DATA,
    answer: ZUploadDatamodelAnswer,
    handler: async ({ caller, request, reply }) => {
      const limits = services.config.spreadsheetLimits;
      const upload = await receiveSpreadsheet(request, limits);
      const fields = parseInput(ZUploadDatamodelFields, upload.fields, 'body');
      return importBookFile(
        services,
        caller,
        {
          kind: fields.datamodel_name as BookKind,
          companyId: fields.company_id,
          operation: fields.operation,
          userId: fields.user_id,
          language: fields.lang,
          upload: { fileName: fields.file_name ?? upload.fileName, bytes: upload.bytes },
        },
        untilClientGone(reply),
      );
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/create_currency_exposures_file',
    summary:
      'Prepares the .xlsx export of a grid of one of your companies (one portfolio or all) for download_currency_exposures_file/.',
    access: DATA,
    body: ZCreateBookFileRequest,
    answer: ZCreateBookFileAnswer,
    handler: async ({ caller, body }) =>
      prepareBookExport(services, rendered, caller, {
        kind: body.table as BookKind,
        companyId: body.company_id,
        portfolioId: body.portfolio_id,
        language: body.lang,
      }),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/download_currency_exposures_file',
    summary:
      'A prepared export (<company>_<yyyy-mm-dd>.xlsx) or rejected-rows report of one of your companies.',
    access: DATA,
    query: ZDownloadBookFileQuery,
    handler: async ({ caller, query, reply }) => {
      const file = await readPreparedFile(services, caller, query.id);
      return sendFile(reply, file.fileName, file.bytes);
    },
  });
}
