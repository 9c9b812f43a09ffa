/** The one part of jsdom the sanitiser uses: a window for DOMPurify (the DOM's types stay out of the server). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
