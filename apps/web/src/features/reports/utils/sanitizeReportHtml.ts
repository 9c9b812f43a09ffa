import { REPORT_HTML_CONFIG } from '@cobertura/contracts';
import DOMPurify from 'dompurify';

/**
 * A report body made safe to render, with the server's configuration: the server sanitised it on
 * save, and it is sanitised again here so that nothing stored by other means can run in a reader's
 * browser.
 */
export function sanitizeReportHtml(html: string): string {
  if (!isHooked) {
    // DOMPurify lets images keep data: addresses whatever the allowed protocols; the server drops them.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      for (const name of ['src', 'href']) {
        if (/^\s*data:/i.test(node.getAttribute(name) ?? '')) node.removeAttribute(name);
      }
    });
    isHooked = true;
  }
  return DOMPurify.sanitize(html, REPORT_HTML_CONFIG);
}

let isHooked = false;
