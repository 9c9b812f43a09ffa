/// <reference path="./jsdom.d.ts" />
import { REPORT_HTML_CONFIG } from '@cobertura/contracts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function purify() {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
    // Links leave the site without handing it the opener.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      dropDataAddresses(node);
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

/**
 * DOMPurify lets images and media keep data: addresses whatever the allowed protocols; reports link
 * to uploads and paths only, so they go too.
 */
function dropDataAddresses(node: {
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}) {
  for (const name of ['src', 'href']) {
    if (/^\s*data:/i.test(node.getAttribute(name) ?? '')) node.removeAttribute(name);
  }
}
