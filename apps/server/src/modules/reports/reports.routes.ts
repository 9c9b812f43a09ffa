import {
  idField,
  REPORT_IMAGE_MAX_BYTES,
  REPORT_STATES,
  ZAdminReportsQuery,
  ZLikeAnswer,
  ZLikeRequest,
  ZMessageAnswer,
  ZNextReports,
  ZReportAuthors,
  ZReportForEdit,
  ZReportImageAnswer,
  ZReportInfo,
  ZReportStateRequest,
  ZReportStates,
  ZReportsPage,
  ZReportsQuery,
  ZReportTag,
  ZReportTags,
  ZResearch,
  ZResearchQuery,
  ZSaveReportAnswer,
  ZSaveReportRequest,
  ZSaveTagRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { receiveSpreadsheet } from '../../spreadsheets/upload.ts';
import { changeReportState } from './change-report-state.ts';
import { duplicateReport } from './duplicate-report.ts';
import { likeReport } from './like-report.ts';
import { listReportAuthors } from './list-report-authors.ts';
import { listAdminReports, listReports } from './list-reports.ts';
import { listResearch } from './list-research.ts';
import { nextReports, readReport } from './read-report.ts';
import { readReportForEdit } from './read-report-for-edit.ts';
import { readReportImage, uploadReportImage } from './report-images.ts';
import { listReportTags, saveReportTag } from './report-tags.ts';
import { createReport, editReport } from './save-report.ts';

const byId = z.object({ id: idField });
const byImage = z.object({ id: z.uuid('Not an image address.') });

/**
 * Reports (spec 01 §2–§9): staff write, edit and change the state of reports; signed-in users read
 * PUBLIC ones and their company's PRIVATE ones and like them; anonymous visitors read PUBLIC ones.
 */
export function reportsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/report_tags',
    summary: 'Every report tag with its parent (the tag tree).',
    access: 'public',
    answer: ZReportTags,
    handler: () => listReportTags(services),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/report_tags',
    summary: 'Creates a report tag, under a parent or at the top.',
    access: 'staff',
    body: ZSaveTagRequest,
    answer: ZReportTag,
    status: 201,
    handler: ({ body }) => saveReportTag(services, undefined, body),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/report_tags/:id',
    summary:
      'Renames or moves a report tag; a tag under itself or its own children is refused (400 TAG_CYCLE).',
    access: 'staff',
    params: byId,
    body: ZSaveTagRequest,
    answer: ZReportTag,
    handler: ({ params, body }) => saveReportTag(services, params.id, body),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/report_states',
    summary: 'The report states: DRAFT, PRIVATE, PUBLIC, INACTIVE.',
    access: 'public',
    answer: ZReportStates,
    handler: async () => ({
      items: REPORT_STATES.map((state_name, i) => ({ PK_IdState: i + 1, state_name })),
    }),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/report_authors',
    summary: "The companies and authors of the reports you may read (the blog's company filter).",
    access: 'public',
    answer: ZReportAuthors,
    handler: ({ caller }) => listReportAuthors(services, caller),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/reports',
    summary:
      "The reports you may read, newest first: PUBLIC ones, and signed in your companies' PRIVATE ones; searched, by tag and by company.",
    access: 'public',
    query: ZReportsQuery,
    answer: ZReportsPage,
    handler: ({ caller, query }) => listReports(services, caller, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/admin/reports',
    summary: 'Every report of one state (or all), newest first, searched and by tag: the admin list.',
    access: 'staff',
    query: ZAdminReportsQuery,
    answer: ZReportsPage,
    handler: ({ caller, query }) => listAdminReports(services, caller, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/reports/research',
    summary:
      'The newest reports you may read tagged with a pair or commodity your portfolios hold (or only `asset`).',
    access: 'member',
    query: ZResearchQuery,
    answer: ZResearch,
    handler: ({ caller, query }) => listResearch(services, caller, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/reports/:id',
    summary: 'InfoReport: one report to read, with its sanitised HTML body; 404 when you may not read it.',
    access: 'public',
    params: byId,
    answer: ZReportInfo,
    handler: ({ caller, params }) => readReport(services, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/reports/:id/next',
    summary: 'NextReport: the newest other reports you may read.',
    access: 'public',
    params: byId,
    answer: ZNextReports,
    handler: ({ caller, params }) => nextReports(services, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/reports/:id/edit',
    summary: 'A report as the editor loads it, in any state.',
    access: 'staff',
    params: byId,
    answer: ZReportForEdit,
    handler: ({ params }) => readReportForEdit(services, params.id),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/reports',
    summary:
      'Saves a new report: `draft: false` posts it (title, summary, state required), `draft: true` keeps a DRAFT (title, summary required); an empty `img` is the default image.',
    access: 'staff',
    body: ZSaveReportRequest,
    answer: ZSaveReportAnswer,
    status: 201,
    handler: ({ caller, body }) => createReport(services, caller, body),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/reports/:id',
    summary: 'Rewrites a report, with the same rules as a new one.',
    access: 'staff',
    params: byId,
    body: ZSaveReportRequest,
    answer: ZSaveReportAnswer,
    handler: ({ params, body }) => editReport(services, params.id, body),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/reports/:id/state',
    summary: 'Moves a report to another state.',
    access: 'staff',
    params: byId,
    body: ZReportStateRequest,
    answer: ZMessageAnswer,
    handler: ({ params, body }) => changeReportState(services, params.id, body.stateChange),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/reports/:id/duplicate',
    summary: 'Copies a report as a new DRAFT by you.',
    access: 'staff',
    params: byId,
    answer: ZSaveReportAnswer,
    status: 201,
    handler: ({ caller, params }) => duplicateReport(services, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/reports/:id/like',
    summary: 'Likes (`Liked: True`) or unlikes (`False`) a report you may read; answers its likes.',
    access: 'member',
    params: byId,
    body: ZLikeRequest,
    answer: ZLikeAnswer,
    handler: ({ caller, params, body }) => likeReport(services, caller, params.id, body.Liked === 'True'),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/report_images',
    summary:
      'Uploads a report image (multipart, file in `file`): PNG, JPEG, WebP or GIF up to 5 MB, its type read from its bytes; answers its address, the only kind a report may show.',
    access: 'staff',
    answer: ZReportImageAnswer,
    status: 201,
    handler: async ({ caller, request }) => {
      const upload = await receiveSpreadsheet(request, { maxBytes: REPORT_IMAGE_MAX_BYTES }).catch(
        (error: unknown) => {
          // Past the limit is bad input like any other refused image.
          if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') {
            throw new AppError('IMAGE_REJECTED', 'The image is larger than 5 MB.');
          }
          throw error;
        },
      );
      return uploadReportImage(services, caller, upload.bytes);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/report_images/:id',
    summary: 'An uploaded report image, with its stored type; cached for a year (an upload never changes).',
    access: 'public',
    params: byImage,
    handler: async ({ params, reply }) => {
      const image = await readReportImage(services, params.id);
      return reply
        .type(image.mediaType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  });
}
