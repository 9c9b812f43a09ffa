/// <reference path="./jsdom.d.ts" />
import { REPORT_HTML_CONFIG } from '@cobertura/contracts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** The few parts of the DOM that reading a body's images uses (the DOM's types stay out of the server). */
interface TemplateWindow {
  document: {
    createElement(tag: 'template'): {
      innerHTML: string;
      content: { querySelectorAll(selector: 'img'): Iterable<{ getAttribute(name: string): string | null }> };
    };
  };
}

let purifier: ReturnType<typeof createDOMPurify> | undefined;
let jsdomWindow: unknown;

/** One jsdom window for the process, shared by the sanitiser and the image reader. */
function domWindow() {
  jsdomWindow ??= new JSDOM('').window;
  return jsdomWindow;
}

function purify() {
  if (!purifier) {
    purifier = createDOMPurify(domWindow() as Parameters<typeof createDOMPurify>[0]);
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

/** The addresses of a (sanitised) body's images, in reading order; an image without one is skipped. */
export function imageSourcesOf(html: string): string[] {
  // A template's content is inert: parsing it loads nothing and runs nothing.
  const template = (domWindow() as TemplateWindow).document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('img')].flatMap((img) => {
    const src = img.getAttribute('src');
    return src === null ? [] : [src];
  });
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
