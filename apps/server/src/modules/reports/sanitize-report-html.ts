import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The one sanitiser configuration of report bodies, on save (here) and on render (the web app's
 * copy in features/reports/utils/sanitizeReportHtml.ts): the rich-text editor's HTML (headings,
 * lists, links, tables, images) and nothing that runs: no scripts, styles, forms, frames, SVG or
 * MathML, no event handlers or style attributes, and only http(s), mailto and same-site addresses
 * (no javascript: or data:).
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

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function purify() {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
    // Links leave the site without handing it the opener.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** A report body as stored: the editor's HTML with everything that could run taken out. */
export function sanitizeReportHtml(html: string): string {
  return purify().sanitize(html, REPORT_HTML_CONFIG);
}
