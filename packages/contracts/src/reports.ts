import { z } from 'zod';
import { idField, isoDate } from './fields.ts';
import { pagedAnswer } from './pagination.ts';

/** The countries whose weekends and holidays a report's date search moves past (spec 01 §5). */
export const REPORT_SEARCH_COUNTRIES = ['COL', 'USA', 'MEX'] as const;

/**
 * Reports (spec 01 §2–§9): research that staff write and publish, that signed-in users read and
 * like, and that anonymous visitors read on the blog. Field names are the spec's (§3).
 */

/** The report states of spec 01 §4, with the ids the state list answers (`PK_IdState`). */
export const REPORT_STATES = ['DRAFT', 'PRIVATE', 'PUBLIC', 'INACTIVE'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** The admin list's side buttons (spec 01 §2): `TypeState` of the admin list. */
export const ADMIN_REPORT_FILTERS = {
  All: null,
  Public: 'PUBLIC',
  Private: 'PRIVATE',
  Drafts: 'DRAFT',
  Inactive: 'INACTIVE',
} as const satisfies Record<string, ReportState | null>;
export type AdminReportFilter = keyof typeof ADMIN_REPORT_FILTERS;

/** Reports per page: default 3, 1 to 1000 (spec 01 §9); outside the range is refused (400). */
export const REPORTS_PAGE_SIZE = { default: 3, min: 1, max: 1000 } as const;

/** Uploaded report images: at most 5 MB of PNG, JPEG, WebP or GIF. */
export const REPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image a report shows when its author gave none (spec 01 §5). */
export const DEFAULT_REPORT_IMAGE = '/report-default.svg';

/** Where the platform serves an uploaded report image: this prefix, then the upload's id. */
export const REPORT_IMAGE_PREFIX = '/api/report_images/';

const STORED_IMAGE = /^\/api\/report_images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether a report may show this image: an upload stored on the platform, or the default logo.
 * Nothing else, so that no reader of a report (anonymous ones included) is sent to another site,
 * and the content security policy's img-src stays this origin.
 */
export function isStoredReportImage(address: string): boolean {
  return address === DEFAULT_REPORT_IMAGE || STORED_IMAGE.test(address);
}

/** The refusal of an image address that is not a stored upload, on `img` and in the body. */
export const REPORT_IMAGE_NOT_STORED =
  'Upload the image: a report shows only images uploaded to the platform.';

/** The body a report saved without one gets (spec 01 §5). */
export const EMPTY_REPORT_BODY = 'Report Draft';

/** The validation message of the report form (spec 01 §5). */
export const REPORT_FIELD_REQUIRED = 'This field is required if the report is to be published.';

/** `title_reportId` of a report's address: the title made safe for a path, then the id. */
export function reportLink(title: string, id: number): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'report'}_${id}`;
}

/** The id at the end of `title_reportId`; undefined when there is none. */
export function reportIdOfLink(link: string): number | undefined {
  const match = /(?:^|_)(\d{1,9})$/.exec(link);
  return match ? Number(match[1]) : undefined;
}

const pageSize = z.coerce
  .number()
  .int()
  .min(REPORTS_PAGE_SIZE.min, `At least ${REPORTS_PAGE_SIZE.min} report per page.`)
  .max(REPORTS_PAGE_SIZE.max, `At most ${REPORTS_PAGE_SIZE.max} reports per page.`)
  .default(REPORTS_PAGE_SIZE.default)
  .describe(`Reports per page, ${REPORTS_PAGE_SIZE.min} to ${REPORTS_PAGE_SIZE.max}.`);

const searchFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('Page number, from 1.'),
  page_size: pageSize,
  search: z
    .string()
    .trim()
    .max(200, 'At most 200 characters.')
    .default('')
    .describe(
      'Words found in the title, summary, body or date (and author and company on the public list), any case; a date (2026-01-01 or Jan 01, 26) finds the reports of its next business day in Colombia, the United States and Mexico.',
    ),
  tag: idField.optional().describe('Only reports with this tag (or one of its children).'),
};

export const ZReportsQuery = z.object({
  ...searchFields,
  company: z
    .union([z.literal('ALL'), idField])
    .default('ALL')
    .describe("The author's company (pk_id_company), or ALL."),
  validate: z.coerce
    .number()
    .int()
    .min(0)
    .max(1)
    .optional()
    .describe("The spec's Validate flag (1 signed in). The server reads who calls from the token instead."),
});
export type ReportsQuery = z.output<typeof ZReportsQuery>;

export const ZAdminReportsQuery = z.object({
  ...searchFields,
  type_state: z
    .enum(Object.keys(ADMIN_REPORT_FILTERS) as [AdminReportFilter, ...AdminReportFilter[]])
    .default('All')
    .describe('All, Public, Private, Drafts or Inactive.'),
});
export type AdminReportsQuery = z.output<typeof ZAdminReportsQuery>;

/**
 * A report (spec 01 §3) as it is read, in the spec's field names: the one list of its fields, which
 * every reply below picks from (the card, the view, the editor's copy, a pointer to it).
 */
export const ZReport = z.object({
  pk_id_report: z.number().int(),
  img: z.string().describe('Image address: an /api/report_images/… upload, or the default image.'),
  tags: z.array(z.number().int()),
  title: z.string(),
  summary: z.string(),
  link: z.string().describe('title_reportId: the report view is /report/{link}.'),
  NameUserCreate: z.string().describe("Author's name."),
  company_name: z.string().describe("Author's company."),
  publication_date: z.string().describe('YYYY-MM-DD.'),
  likes: z.number().int(),
  liked: z.enum(['True', 'False']).describe('Whether the caller likes it.'),
  state: z.enum(REPORT_STATES),
  fk_id_author: z.number().int(),
  text: z.string().describe('HTML body, sanitised.'),
});
export type Report = z.infer<typeof ZReport>;

/** A report in the lists; its tags are comma-separated and its state is `State` (spec 01 §3). */
export const ZReportCard = ZReport.pick({
  pk_id_report: true,
  img: true,
  tags: true,
  title: true,
  summary: true,
  link: true,
  NameUserCreate: true,
  company_name: true,
  publication_date: true,
  likes: true,
  liked: true,
}).extend({
  tags: z.string().describe('Comma-separated tag ids.'),
  State: ZReport.shape.state,
  fk_id_author: ZReport.shape.fk_id_author,
});
export type ReportCard = z.infer<typeof ZReportCard>;

export const ZReportsPage = pagedAnswer(ZReportCard).extend({
  search_date: z
    .object({
      asked: isoDate.describe('The day the search text names.'),
      day: isoDate.describe('The business day whose reports the search finds: the day asked or the next.'),
    })
    .nullable()
    .describe('When the search text is a date: which day it names and which day it shows; else null.'),
});
export type ReportsPage = z.infer<typeof ZReportsPage>;

/** InfoReport: a report to read, with its HTML body (sanitised). */
export const ZReportInfo = ZReportCard.extend(ZReport.pick({ text: true }).shape);
export type ReportInfo = z.infer<typeof ZReportInfo>;

/** What points a reader to a report (a further report, research). */
export const ZNextReport = ZReport.pick({ pk_id_report: true, link: true, img: true, title: true });
export const ZNextReports = z.object({ items: z.array(ZNextReport) });
export type NextReport = z.infer<typeof ZNextReport>;

/** A report as the editor loads it (spec 01 §3 edit fields), its id named `IdReport`. */
export const ZReportForEdit = z.object({
  IdReport: ZReport.shape.pk_id_report,
  ...ZReport.pick({
    title: true,
    img: true,
    summary: true,
    state: true,
    text: true,
    tags: true,
    fk_id_author: true,
  }).shape,
});
export type ReportForEdit = z.infer<typeof ZReportForEdit>;

/** An image: an upload's /api address (or the default logo's path); empty for the default logo. */
const imageField = z
  .string()
  .trim()
  .max(500, 'At most 500 characters.')
  .refine((v) => v === '' || isStoredReportImage(v), REPORT_IMAGE_NOT_STORED)
  .default('')
  .describe('An address answered by POST /api/report_images, or empty for the default image.');

/** What an author writes (spec 01 §3 edit fields), each held to its rule on save; a field left out is empty. */
const reportEdits = {
  title: z.string().trim().max(200, 'At most 200 characters.').default(''),
  img: imageField,
  summary: z.string().trim().max(2000, 'At most 2000 characters.').default(''),
  state: ZReport.shape.state.optional().describe('The report type (state) when posted.'),
  text: z.string().max(500_000, 'At most 500,000 characters.').default(''),
  tags: z.array(idField).max(50, 'At most 50 tags.').default([]),
} satisfies Partial<Record<keyof Report, z.ZodType>>;
export type ReportEditField = keyof typeof reportEdits;
/** The fields an author writes, in the form's order. */
export const REPORT_EDIT_FIELDS = Object.keys(reportEdits) as ReportEditField[];

/**
 * SAVE AND POST (`draft: false`) and SAVE DRAFTS (`draft: true`, saved as DRAFT); each needs the
 * fields of {@link REPORT_REQUIRED_FIELDS}.
 */
export const ZSaveReportRequest = z.object({
  ...reportEdits,
  draft: z.boolean().describe('true: SAVE DRAFTS; false: SAVE AND POST.'),
});
export type SaveReportRequest = z.input<typeof ZSaveReportRequest>;

/**
 * The fields each save needs: posting, title, summary and report type; a draft, title and summary.
 * Spec 01 §5 also asks a posted report for an image, yet gives an empty one the default logo: the
 * form says "empty: the default image", so a post without one gets it.
 */
export const REPORT_REQUIRED_FIELDS = {
  post: ['title', 'summary', 'state'],
  draft: ['title', 'summary'],
} as const satisfies Record<'post' | 'draft', readonly ReportEditField[]>;

/** The fields a save needs and leaves empty (blank text is empty), on the form and on the server. */
export function missingReportFields(
  values: Readonly<Partial<Record<ReportEditField, unknown>>>,
  isDraft: boolean,
): ReportEditField[] {
  return REPORT_REQUIRED_FIELDS[isDraft ? 'draft' : 'post'].filter((field) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() === '' : value === undefined || value === null;
  });
}

export const ZSaveReportAnswer = z.object({
  message: z.string().describe('Text to show the user.'),
  pk_id_report: z.number().int(),
});

export const ZReportStateRequest = z.object({
  stateChange: ZReport.shape.state.describe('The state to move the report to.'),
});

export const ZLikeRequest = z.object({
  Liked: z.enum(['True', 'False']).describe('True to like, False to take the like back.'),
});
export const ZLikeAnswer = ZReport.pick({ likes: true, liked: true });

export const ZReportTag = z.object({
  pk: z.number().int(),
  tag_name: z.string(),
  tag_name_es: z.string().nullable().describe('The name in Spanish; null when it reads the same (USDCOP).'),
  Id_tag_parent: z.number().int().nullable(),
});
export type ReportTag = z.infer<typeof ZReportTag>;
export const ZReportTags = z.object({ items: z.array(ZReportTag) });

export const ZSaveTagRequest = z.object({
  tag_name: z.string().trim().min(1, 'Required.').max(60, 'At most 60 characters.'),
  tag_name_es: z
    .string()
    .trim()
    .max(60, 'At most 60 characters.')
    .nullable()
    .default(null)
    .describe('The name in Spanish; blank or null when it reads the same in both languages.'),
  Id_tag_parent: idField.nullable().default(null),
});
export type SaveTagRequest = z.output<typeof ZSaveTagRequest>;

export const ZReportStates = z.object({
  items: z.array(z.object({ PK_IdState: z.number().int(), state_name: z.enum(REPORT_STATES) })),
});

export const ZReportAuthors = z.object({
  items: z.array(
    z.object({
      pk_id_company: z.number().int(),
      company_name: z.string(),
      PK_IdUsers: z.number().int(),
      NameUser: z.string(),
    }),
  ),
});
export type ReportAuthor = z.infer<typeof ZReportAuthors>['items'][number];

export const ZReportImageAnswer = z.object({ url: z.string().describe('The address to put in `img`.') });

export const ZResearchQuery = z.object({
  asset: z.string().trim().max(40).optional().describe('Only this pair or commodity (USDCOP, BRENT).'),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export const ZResearch = z.object({
  items: z.array(
    ZNextReport.extend({
      ...ZReport.pick({ summary: true, publication_date: true }).shape,
      assets: z.array(z.string()).describe("The caller's pairs and commodities the report is tagged with."),
    }),
  ),
});
export type Research = z.infer<typeof ZResearch>;

/**
 * The one sanitiser configuration of report bodies, on save (the server) and on render (the web app): the rich-text editor's HTML (headings,
 * lists, links, tables, images) and nothing that runs: no scripts, styles, forms, frames, SVG or
 * MathML, no event handlers or style attributes, and only http(s), mailto and same-site addresses
 * (no javascript: or data:). Images must moreover be stored uploads ({@link isStoredReportImage}):
 * the server refuses a body with any other image.
 */
export const REPORT_HTML_CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'caption',
    'span',
    'div',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'colspan', 'rowspan', 'start', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
