/**
 * A parser of plain JSON rows compiled once from a zod schema into one JavaScript function per
 * object: zod's own checks of every field (types, ranges, refinements: the schema stays the one
 * definition), written out as comparisons, with no allocation at all.
 *
 * zod's object parser wraps every field in a fresh `{ value, issues: [] }`, runs its checks through
 * generic loops and copies the row; for a case of twenty fields, a batch of 100,000 cases spent more
 * time in those objects, and in collecting them, than in pricing. A plain row's parse changes no
 * value: it only checks, and drops the fields the schema does not name. So the compiled parser
 * checks, and a valid row is returned as it came, its unknown fields left on it for no reader to
 * look at. Then the object's and the union's own checks (`superRefine`) run on it, as zod runs them.
 *
 * Only what a plain row needs is compiled: objects, discriminated unions, arrays, and leaves
 * (number with bounds, integer format or refinements; string with refinements; boolean; enum;
 * literal; unknown; never), each optionally nullable or optional. A schema with anything else (defaults,
 * transforms, pipes, catch-alls, other checks), or a runtime that forbids compiling code (a content
 * security policy), is parsed by zod itself. The parser gives up (`FAILED`) at the first issue: zod
 * then parses the row again to word it.
 */
import type { z } from 'zod';

/** What a parser returns when zod would find an issue. */
export const FAILED: unique symbol = Symbol('failed');

/** Parses one value: its output, or `FAILED`. */
export type PlainParser = (raw: unknown) => unknown;

type Schema = z.core.$ZodType;
type Check = z.core.$ZodCheck;
/** A compiled test: whether zod would accept the value. */
type Test = (raw: unknown) => boolean;

function defOf(schema: Schema): z.core.$ZodTypeDef & Record<string, unknown> {
  return schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
}

function checksOf(schema: Schema): readonly Check[] {
  return (defOf(schema).checks as Check[] | undefined) ?? [];
}

/**
 * The values a generated function reads (bounds, sets, refinement functions, nested tests), passed
 * to it as one array `k` so that no value is ever printed into code.
 */
class Constants {
  readonly values: unknown[] = [];
  ref(value: unknown): string {
    this.values.push(value);
    return `k[${this.values.length - 1}]`;
  }
}

/**
 * A number check as an expression over `v`, as zod's check runs it, or undefined for a check this
 * compiler does not know.
 */
function numberCheck(check: Check, k: Constants): string | undefined {
  const def = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
  if (def.when) return undefined;
  switch (def.check) {
    case 'greater_than':
      return typeof def.value === 'number'
        ? `v ${def.inclusive ? '>=' : '>'} ${k.ref(def.value)}`
        : undefined;
    case 'less_than':
      return typeof def.value === 'number'
        ? `v ${def.inclusive ? '<=' : '<'} ${k.ref(def.value)}`
        : undefined;
    case 'number_format':
      return def.format === 'safeint' ? 'Number.isSafeInteger(v)' : undefined;
    default:
      return refinement(check, k);
  }
}

/** A refinement (`.refine`): its function, called synchronously, as zod's check calls it. */
function refinement(check: Check, k: Constants): string | undefined {
  const def = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
  if (def.check !== 'custom' || def.when || typeof def.fn !== 'function') return undefined;
  return `!!${k.ref(def.fn)}(v)`;
}

/** A leaf type's test as an expression over `v` (its type, then its checks), or undefined. */
function leafTest(schema: Schema, k: Constants): string | undefined {
  const def = defOf(schema);
  const checks = checksOf(schema);
  let base: string;
  let check: (c: Check, k: Constants) => string | undefined = refinement;
  switch (def.type) {
    case 'number':
      base = 'Number.isFinite(v)'; // zod refuses NaN and ±Infinity
      check = numberCheck;
      break;
    case 'string':
      base = 'typeof v === "string"';
      break;
    case 'boolean':
      base = 'typeof v === "boolean"';
      break;
    case 'enum':
    case 'literal':
      base = `${k.ref(schema._zod.values)}.has(v)`;
      break;
    case 'unknown':
    case 'any':
      base = 'true';
      break;
    case 'never':
      base = 'false';
      break;
    default:
      return undefined;
  }
  const parts = [base];
  for (const c of checks) {
    const part = check(c, k);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return `(${parts.join(' && ')})`;
}

/** The types whose values hold others, each compiled into its own test. */
const COMPOSITES = new Set(['object', 'union', 'array']);

/**
 * A field's test as an expression over `v`: a leaf, optionally wrapped in nullable or optional
 * (wrappers with checks of their own, or around a default, are not compiled), or a nested schema's
 * compiled test.
 */
function valueTest(schema: Schema, k: Constants): string | undefined {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable') {
    const inner = def.innerType as Schema;
    if (checksOf(schema).length > 0 || inner._zod.optin === 'defaulted') return undefined;
    const test = valueTest(inner, k);
    const empty = def.type === 'optional' ? 'undefined' : 'null';
    return test && `(v === ${empty} || ${test})`;
  }
  if (!COMPOSITES.has(def.type)) return leafTest(schema, k);
  const nested = compileTest(schema);
  return nested && `${k.ref(nested)}(v)`;
}

/**
 * What an object does with a field of its shape, as zod's object parser does: an optional field is
 * checked only when present, a required one must be present. Other fields (defaults) are not
 * compiled.
 */
function fieldRule(field: Schema): 'optional' | 'required' | undefined {
  const { optin, optout } = field._zod;
  if (optin === undefined) return 'required';
  return optin === 'optional' && optout === 'optional' ? 'optional' : undefined;
}

/** Whether `checks` (the object's or union's own, run by zod on the parsed value) pass on `value`. */
function passes(checks: readonly Check[], value: unknown): boolean {
  const payload: z.core.ParsePayload = { value, issues: [] };
  for (const check of checks) {
    const when = check._zod.def.when;
    if (when && !when(payload)) continue;
    if (check._zod.check(payload as z.core.ParsePayload<never>) instanceof Promise) return false;
    if (payload.issues.length > 0) return false;
  }
  return true;
}

/** The test of one object, written out field by field with the keys as literals (one function). */
function objectTest(schema: Schema): Test | undefined {
  const def = defOf(schema);
  if (def.catchall !== undefined) return undefined;
  const shape = def.shape as Record<string, Schema>;
  const k = new Constants();
  const steps: string[] = [];
  for (const key of Object.keys(shape)) {
    if (key === '__proto__') return undefined;
    const field = shape[key]!;
    const rule = fieldRule(field);
    const test = valueTest(field, k);
    if (!rule || !test) return undefined;
    const name = JSON.stringify(key);
    const step = `v = input[${name}]; if (!${test}) return false;`;
    steps.push(
      rule === 'optional'
        ? `if (${name} in input) { ${step} }`
        : `if (!(${name} in input)) return false; ${step}`,
    );
  }
  const checks = checksOf(schema);
  const tail = checks.length === 0 ? 'return true;' : `return ${k.ref(passes)}(${k.ref(checks)}, input);`;
  return new Function(
    'k',
    `return (input) => {
      if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
      let v;
      ${steps.join('\n')}
      ${tail}
    };`,
  )(k.values) as Test;
}

function discriminatedUnionTest(schema: Schema): Test | undefined {
  const def = defOf(schema);
  const discriminator = def.discriminator;
  if (typeof discriminator !== 'string' || def.unionFallback) return undefined;
  const byTag = new Map<unknown, Test>();
  for (const option of def.options as Schema[]) {
    const tag = (defOf(option).shape as Record<string, Schema> | undefined)?.[discriminator];
    const test = compileTest(option);
    if (!tag || defOf(tag).type !== 'literal' || !test) return undefined;
    for (const value of defOf(tag).values as unknown[]) byTag.set(value, test);
  }
  const checks = checksOf(schema);
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
    const test = byTag.get((raw as Record<string, unknown>)[discriminator]);
    return test?.(raw) === true && (checks.length === 0 || passes(checks, raw));
  };
}

function arrayTest(schema: Schema): Test | undefined {
  const element = compileTest(defOf(schema).element as Schema);
  const checks = checksOf(schema);
  // An array's own checks (its length) are zod's: they run on the array as it came.
  if (!element) return undefined;
  return (raw) => {
    if (!Array.isArray(raw)) return false;
    for (const item of raw) if (!element(item)) return false;
    return checks.length === 0 || passes(checks, raw);
  };
}

/** The test of `schema`, or undefined when it holds something this compiler does not know. */
function compileTest(schema: Schema): Test | undefined {
  switch (defOf(schema).type) {
    case 'object':
      return objectTest(schema);
    case 'union':
      return discriminatedUnionTest(schema);
    case 'array':
      return arrayTest(schema);
    default: {
      const k = new Constants();
      const test = valueTest(schema, k);
      return test === undefined ? undefined : (new Function('k', `return (v) => ${test};`)(k.values) as Test);
    }
  }
}

/** Whether code may be compiled at run time (not under a content security policy that forbids it). */
const canCompile = (() => {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
})();

const compiled = new WeakMap<Schema, PlainParser>();

/**
 * The plain parser of `schema` (compiled on first use): the row itself when zod would accept it (its
 * output then holds the same values under the schema's fields), or `FAILED`. A schema the compiler
 * does not know is parsed by zod's `safeParse`, whose output is then zod's copy.
 */
export function plainParser(schema: z.ZodType): PlainParser {
  let parser = compiled.get(schema);
  if (!parser) {
    const test = canCompile ? compileTest(schema) : undefined;
    parser = test
      ? (raw) => (test(raw) ? raw : FAILED)
      : (raw) => {
          const parsed = schema.safeParse(raw);
          return parsed.success ? parsed.data : FAILED;
        };
    compiled.set(schema, parser);
  }
  return parser;
}
