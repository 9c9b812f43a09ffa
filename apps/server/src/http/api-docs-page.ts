/**
 * The API reference as one readable HTML page, rendered on the server from the OpenAPI document:
 * no script, no CDN (the platform has no network at run time), nothing the Content-Security-Policy
 * has to allow beyond an inline style.
 */
type Schema = {
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  required?: string[];
  description?: string;
  nullable?: boolean;
  default?: unknown;
  maxLength?: number;
  maxItems?: number;
};
type Operation = {
  summary: string;
  description: string;
  parameters: { name: string; in: string; required: boolean; description?: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  info: { title: string; description: string };
  'x-error-codes': { code: string; status: number }[];
  paths: Record<string, Record<string, Operation>>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A short type name: `string`, `integer[]`, `"en" | "es"`, `object`, `A | B`. */
function typeName(schema: Schema): string {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeName(schema.items) : 'any'}[]`;
  const base = schema.type ?? 'any';
  return schema.nullable ? `${base} | null` : base;
}

/** The fields of an object schema (or of an array's items), one row each, nested fields indented. */
function fieldRows(schema: Schema, depth = 0): string[] {
  const object = schema.type === 'array' && schema.items ? schema.items : schema;
  const variants = object.anyOf ?? [object];
  return variants.flatMap((variant, index) => {
    const heading =
      variants.length > 1 ? [`<tr><td colspan="4"><em>or, form ${index + 1}:</em></td></tr>`] : [];
    return [
      ...heading,
      ...Object.entries(variant.properties ?? {}).flatMap(([name, field]) => {
        const notes = [
          field.description,
          field.default !== undefined ? `Default ${JSON.stringify(field.default)}.` : '',
          field.maxLength ? `At most ${field.maxLength} characters.` : '',
          field.maxItems ? `At most ${field.maxItems} items.` : '',
        ].filter(Boolean);
        const row = `<tr><td style="padding-left:${0.5 + depth * 1.5}em"><code>${escapeHtml(name)}</code></td><td>${escapeHtml(
          typeName(field),
        )}</td><td>${(variant.required ?? []).includes(name) ? 'yes' : ''}</td><td>${escapeHtml(notes.join(' '))}</td></tr>`;
        const nested = field.type === 'array' ? field.items : field;
        return [row, ...(nested?.properties || nested?.anyOf ? fieldRows(nested, depth + 1) : [])];
      }),
    ];
  });
}

function table(title: string, rows: string[]): string {
  if (!rows.length) return '';
  return `<h4>${title}</h4><table><thead><tr><th>field</th><th>type</th><th>required</th><th>notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameterRows = operation.parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code> <small>(${p.in})</small></td><td>${escapeHtml(typeName(p.schema))}</td><td>${
        p.required ? 'yes' : ''
      }</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
  );
  const body = operation.requestBody ? Object.values(operation.requestBody.content)[0]?.schema : undefined;
  const answers = Object.entries(operation.responses).map(([status, response]) => {
    const schema = response.content ? Object.values(response.content)[0]?.schema : undefined;
    const shape = schema && !('$ref' in schema) ? ` <code>${escapeHtml(typeName(schema))}</code>` : '';
    return `<li><strong>${status}</strong> ${escapeHtml(response.description)}${shape}</li>`;
  });
  const [success] = Object.values(operation.responses);
  const answer = success?.content ? Object.values(success.content)[0]?.schema : undefined;
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  return `<section id="${id}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}<br><small>${escapeHtml(operation.description)}</small></p>
${table('Parameters', parameterRows)}
${body ? table('Body', fieldRows(body)) : ''}
${answer ? table('Answer', fieldRows(answer)) : ''}
<h4>Statuses</h4><ul>${answers.join('')}</ul>
</section>`;
}

export function apiDocsPage(document: Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const index = operations
    .map(({ path, method }) => {
      const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
      return `<li><a href="#${id}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:70em;margin:2em auto;padding:0 1em;color:#1b1f24}
table{border-collapse:collapse;width:100%;margin:.5em 0}td,th{border-bottom:1px solid #d8dee4;padding:.25em .5em;text-align:left;vertical-align:top}
section{border-top:2px solid #d8dee4;margin-top:2em}.method{background:#1b1f24;color:#fff;padding:0 .4em;border-radius:3px}
code{font:13px ui-monospace,monospace}ul.index{columns:2}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)} The machine-readable document is <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3).</p>
<ul class="index">${index}</ul>
<h2 id="error-codes">Error codes</h2>
<p>Every error answers <code>{"error": {"code", "message", "fields"?}}</code> with the status of its code.</p>
<table><tr><th>status</th><th>code</th></tr>${document['x-error-codes']
    .map(({ code, status }) => `<tr><td>${status}</td><td><code>${escapeHtml(code)}</code></td></tr>`)
    .join('')}</table>
${operations.map(({ path, method, operation }) => operationHtml(method, path, operation)).join('\n')}
</body></html>`;
}
