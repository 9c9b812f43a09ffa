import { ZPriceImportAnswer, ZSheetLanguage, ZTemplateQuery } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute, untilClientGone } from '../../../http/route.ts';
import type { Services } from '../../../services.ts';
import { sendFile } from '../../../spreadsheets/send-file.ts';
import { receiveSpreadsheet } from '../../../spreadsheets/upload.ts';
import type { PriceFeed } from '../live/price-feed.ts';
import { importPriceFile } from './import-price-file.ts';
import { priceTemplate } from './price-template.ts';
import { rejectedPriceRows } from './rejected-price-rows.ts';

const COLUMNS =
  'columns instrument, contract (blank for spot), date, open, high, low, close, settle, volume, open_interest';

/** Staff's import of daily prices from a spreadsheet: a template, a preview, then all rows or none. */
export function pricesImportRoutes(
  app: FastifyInstance,
  services: Services,
  { livePrices }: { livePrices: PriceFeed },
): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/prices/template',
    summary: `The empty price file to fill in and import (.xlsx with each column's rule, or .csv; ${COLUMNS}).`,
    access: 'staff',
    query: ZTemplateQuery,
    handler: async ({ caller, query, reply }) => {
      const file = await priceTemplate(services, caller, query.format, query.lang);
      return sendFile(reply, file.filename, file.bytes);
    },
  });

  for (const operation of ['preview', 'import'] as const) {
    defineRoute(app, services, {
      method: 'POST',
      url: `/api/markets/prices/${operation}`,
      summary:
        operation === 'preview'
          ? `What a price file (multipart .csv or .xlsx; ${COLUMNS}) would add, replace and reject, saving nothing.`
          : `Imports a price file (multipart .csv or .xlsx; ${COLUMNS}) as real prices: every row in one transaction, or none (400 ROWS_REJECTED by sheet row).`,
      access: 'staff',
      answer: ZPriceImportAnswer,
      handler: async ({ caller, request, reply }) => {
        const upload = await receiveSpreadsheet(request, services.config.spreadsheetLimits);
        return importPriceFile(
          services,
          livePrices,
          caller,
          {
            operation,
            upload: { fileName: upload.fileName, bytes: upload.bytes },
            ip: request.clientAddress,
          },
          untilClientGone(reply),
        );
      },
    });
  }

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/markets/prices/rejected.xlsx',
    summary: `The rejected rows of a price file (multipart .csv or .xlsx; ${COLUMNS}) as an .xlsx to fix: each row's sheet number, its cells and its reasons in \`lang\`.`,
    access: 'staff',
    query: z.object({ lang: ZSheetLanguage }),
    handler: async ({ caller, query, request, reply }) => {
      const upload = await receiveSpreadsheet(request, services.config.spreadsheetLimits);
      const file = await rejectedPriceRows(
        services,
        caller,
        { fileName: upload.fileName, bytes: upload.bytes },
        query.lang,
        untilClientGone(reply),
      );
      return sendFile(reply, file.filename, file.bytes);
    },
  });
}
