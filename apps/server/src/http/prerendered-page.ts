const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The file of the web build written for a public page at build time (apps/web/scripts/prerender.ts),
 * or null for every other address. The landing page's address names its language; sign-in is sent in
 * the browser's preferred language (the app redraws it if the user chose another).
 */
export function prerenderedPage(path: string, acceptLanguage: string | undefined): string | null {
  const landing = /^\/landing(?:\/(en|es))?\/?$/.exec(path);
  if (landing) return `landing-${landing[1] ?? 'en'}.html`;
  if (/^\/login\/?$/.test(path)) return `login-${preferredLanguage(acceptLanguage)}.html`;
  return null;
}

/** The first of the app's languages in an Accept-Language header, by weight (RFC 9110 §12.5.4); English by default. */
export function preferredLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        primary: tag.trim().slice(0, 2).toLowerCase(),
        weight: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return (
    ranked
      .map((entry) => entry.primary)
      .find((p): p is Language => (LANGUAGES as readonly string[]).includes(p)) ?? 'en'
  );
}
