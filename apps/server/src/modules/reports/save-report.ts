import {
  DEFAULT_REPORT_IMAGE,
  EMPTY_REPORT_BODY,
  isStoredReportImage,
  missingReportFields,
  REPORT_FIELD_REQUIRED,
  REPORT_IMAGE_NOT_STORED,
  REPORT_IMAGE_PREFIX,
  type ReportState,
  type ZSaveReportRequest,
} from '@cobertura/contracts';
import { utcDateOfInstant } from '@cobertura/finance/time';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { plainTextOf } from './plain-text.ts';
import { withParentTags } from './report-tags.ts';
import {
  insertReport,
  type ReportValues,
  selectReportForEdit,
  selectStoredImageIds,
  selectTags,
  updateReport,
} from './reports.queries.ts';
import { imageSourcesOf, sanitizeReportHtml } from './sanitize-report-html.ts';

type SaveReport = z.output<typeof ZSaveReportRequest>;

/**
 * The values a save writes, after the contract's rules: SAVE AND POST needs title, summary and report
 * type; SAVE DRAFTS title and summary (and saves a DRAFT). An empty image becomes the default logo,
 * on a post as on a draft, an empty body 'Report Draft'; the body is sanitised; the chosen tags bring their parents.
 * The image and the body's images must be uploads stored on the platform.
 */
async function valuesOf(services: Services, save: SaveReport, today: string) {
  const missing = missingReportFields(save, save.draft);
  if (missing.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are not valid.',
      Object.fromEntries(missing.map((field) => [field, [REPORT_FIELD_REQUIRED]])),
    );
  }
  const tags = await selectTags(services);
  const unknown = save.tags.filter((id) => !tags.some((t) => t.id === id));
  if (unknown.length) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', { tags: ['No such tag.'] });
  }
  const body = sanitizeReportHtml(save.text.trim() ? save.text : EMPTY_REPORT_BODY) || EMPTY_REPORT_BODY;
  await assertStoredImages(services, save.img, imageSourcesOf(body));
  const state: ReportState = save.draft ? 'DRAFT' : (save.state ?? 'DRAFT');
  const values: ReportValues = {
    title: save.title,
    img: save.img || DEFAULT_REPORT_IMAGE,
    summary: save.summary,
    body,
    state,
    searchText: [save.title, save.summary, plainTextOf(body)].join(' ').toLowerCase(),
    publicationDate: today,
  };
  return { values, tagIds: withParentTags(tags, save.tags) };
}

/**
 * Refuses (400, naming `img` or `text`) an image that is not an upload stored on the platform: an
 * outside address would make every reader of the report, anonymous ones too, call that site. An
 * outside image is refused rather than fetched: the server fetches no address a user writes, and
 * the form uploads the file instead.
 */
async function assertStoredImages(services: Services, img: string, bodyImages: string[]) {
  const fields: Record<string, string[]> = {};
  // The contract already holds `img` to the same rule; the body's images are checked here.
  if (!bodyImages.every(isStoredReportImage)) fields.text = [REPORT_IMAGE_NOT_STORED];
  // Only well-formed upload addresses reach the query (the id column is a uuid).
  const uploadId = (address: string) =>
    isStoredReportImage(address) && address.startsWith(REPORT_IMAGE_PREFIX)
      ? [address.slice(REPORT_IMAGE_PREFIX.length)]
      : [];
  const ids = [...new Set([img, ...bodyImages].flatMap(uploadId))];
  const stored = await selectStoredImageIds(services, ids);
  const missing = (address: string) => uploadId(address).some((id) => !stored.has(id));
  if (missing(img)) fields.img = [NO_SUCH_UPLOAD];
  if (!fields.text && bodyImages.some(missing)) fields.text = [NO_SUCH_UPLOAD];
  if (Object.keys(fields).length) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', fields);
  }
}

const NO_SUCH_UPLOAD = 'No such uploaded image: upload it again.';

/** Saves a new report by the calling staff member, filed under their first company. */
export async function createReport(services: Services, caller: Caller, save: SaveReport) {
  const now = services.now();
  const { values, tagIds } = await valuesOf(services, save, utcDateOfInstant(now.getTime()));
  const companyId = caller.companyIds.length ? Math.min(...caller.companyIds) : null;
  const id = await insertReport(services, { ...values, authorId: caller.id, companyId }, tagIds, now);
  return { message: save.draft ? 'Draft saved.' : 'Report posted.', pk_id_report: id };
}

/**
 * Rewrites a report. Its publication date stays once it has left DRAFT; a draft posted now is
 * dated today.
 */
export async function editReport(services: Services, id: number, save: SaveReport) {
  const now = services.now();
  const current = await selectReportForEdit(services, id);
  if (!current) throw notFound('No such report.');
  const { values, tagIds } = await valuesOf(services, save, utcDateOfInstant(now.getTime()));
  const dated = current.state === 'DRAFT' ? values : { ...values, publicationDate: current.publicationDate };
  await updateReport(services, id, dated, tagIds, now);
  return { message: save.draft ? 'Draft saved.' : 'Report updated.', pk_id_report: id };
}
