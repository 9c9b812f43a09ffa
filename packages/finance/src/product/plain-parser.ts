/**
 * A parser of plain JSON rows compiled once from a zod schema: zod's own checks of every field (its
 * types, ranges and refinements, which stay the one definition), walked without zod's per-field
 * allocations.
 *
 * zod's compiled object parser wraps every field in a fresh `{ value, issues: [] }` before checking
 * it; for a case of twenty fields that is forty objects, and a batch of 100,000 cases spent more time
 * in them and in collecting them than in pricing. Here each field's own schema runs on one reused
 * payload, and only the output copy is allocated. The output is what zod gives: the shape's fields
 * present in the input, unknown fields dropped, in the shape's order, then the object's and the
 * union's own checks (`superRefine`) on that copy.
 *
 * Only what a plain row needs is walked: objects, discriminated unions, arrays, and leaf types
 * (number, string, boolean, enum, literal, unknown, each optionally nullable or optional). A schema
 * with anything else (defaults, transforms, pipes, catch-alls) is parsed by zod itself. The walk
 * gives up (`FAILED`) at the first issue: zod then parses the row again to word it.
 */
import type { z } from 'zod';

/** What a parser returns when zod would find an issue. */
export const FAILED: unique symbol = Symbol('failed');

/** Parses one value: its output, or `FAILED`. */
export type PlainParser = (raw: unknown) => unknown;

type Schema = z.core.$ZodType;
type Check = z.core.$ZodCheck;
type Payload = z.core.ParsePayload;

const LEAF_TYPES = new Set(['number', 'string', 'boolean', 'enum', 'literal', 'unknown', 'any']);
/** The context zod's own `safeParse` passes. */
const CONTEXT: z.core.ParseContextInternal = { async: false };
/** The one payload every field and check runs on (parsers never run inside one another's checks). */
const payload: Payload = { value: undefined, issues: [] };

/** The reused payload holding `value` and no issue (an array's length setter is slow: set only when needed). */
function load(value: unknown): Payload {
  payload.value = value;
  if (payload.issues.length !== 0) payload.issues = [];
  return payload;
}

function defOf(schema: Schema): z.core.$ZodTypeDef & Record<string, unknown> {
  return schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
}

/** Whether `checks` pass on `value` (synchronously, without an issue). */
function passes(checks: readonly Check[], value: unknown): boolean {
  if (checks.length === 0) return true;
  load(value);
  for (const check of checks) {
    const when = check._zod.def.when;
    if (when && !when(payload)) continue;
    if (
      check._zod.check(payload as z.core.ParsePayload<never>) instanceof Promise ||
      payload.issues.length > 0
    )
      return false;
  }
  return true;
}

function checksOf(schema: Schema): readonly Check[] {
  return (defOf(schema).checks as Check[] | undefined) ?? [];
}

/** A leaf type, optionally wrapped in nullable or optional: its value is checked, never rebuilt. */
function isLeaf(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable') return isLeaf(def.innerType as Schema);
  return LEAF_TYPES.has(def.type);
}

/**
 * A leaf's parser: null or undefined where a wrapper lets them through, otherwise the leaf type's own
 * parse and checks, run by zod on the reused payload. Wrappers with checks of their own, or around a
 * default, are run whole.
 */
function leafParser(schema: Schema): PlainParser {
  let inner = schema;
  let allowsUndefined = false;
  let allowsNull = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type !== 'optional' && def.type !== 'nullable') break;
    const innerType = def.innerType as Schema;
    if (checksOf(inner).length > 0 || innerType._zod.optin === 'defaulted') {
      inner = schema;
      allowsUndefined = false;
      allowsNull = false;
      break;
    }
    if (def.type === 'optional') allowsUndefined = true;
    else allowsNull = true;
    inner = innerType;
  }
  const internals = inner._zod;
  return (raw) => {
    if ((raw === undefined && allowsUndefined) || (raw === null && allowsNull)) return raw;
    const out = internals.run(load(raw), CONTEXT);
    return out === payload && payload.issues.length === 0 && Object.is(payload.value, raw) ? raw : FAILED;
  };
}

/**
 * What an object does with a field of its shape, as zod's object parser does: an optional field is
 * checked and kept only when present, a required one must be present. Other fields (defaults) are
 * not walked here.
 */
type FieldRule = 'optional' | 'required';

function fieldRule(field: Schema): FieldRule | undefined {
  const { optin, optout } = field._zod;
  if (optin === undefined) return 'required';
  return optin === 'optional' && optout === 'optional' ? 'optional' : undefined;
}

/** One field's step in the generated object parser, from `input` into `out`. */
function fieldStep(key: string, i: number, rule: FieldRule): string {
  const k = JSON.stringify(key);
  const step = `v = fields[${i}](input[${k}]); if (v === FAILED) return FAILED; out[${k}] = v;`;
  return rule === 'optional'
    ? `if (${k} in input) { ${step} }`
    : `if (!(${k} in input)) return FAILED; ${step}`;
}

/** Whether code may be compiled at run time (not under a content security policy that forbids it). */
const canCompile = (() => {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
})();

function objectParser(schema: Schema): PlainParser | undefined {
  const def = defOf(schema);
  if (def.catchall !== undefined) return undefined;
  const shape = def.shape as Record<string, Schema>;
  const keys = Object.keys(shape).filter((key) => key !== '__proto__');
  const fields: PlainParser[] = [];
  for (const key of keys) {
    const field = compile(shape[key]!);
    if (!field) return undefined;
    fields.push(field);
  }
  const rules = keys.map((key) => fieldRule(shape[key]!));
  if (!rules.every((rule) => rule !== undefined)) return undefined;
  const checks = checksOf(schema);
  const isObject = (raw: unknown): raw is Record<string, unknown> =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  if (canCompile) {
    // Written out field by field with the keys as literals, as zod compiles its own object parser:
    // each field's call then has one target, which the engine inlines.
    const body = keys.map((key, i) => fieldStep(key, i, rules[i]!)).join('\n');
    const parse = new Function(
      'fields',
      'FAILED',
      'isObject',
      'passes',
      'checks',
      `return (input) => {
        if (!isObject(input)) return FAILED;
        const out = {};
        let v;
        ${body}
        return passes(checks, out) ? out : FAILED;
      };`,
    );
    return parse(fields, FAILED, isObject, passes, checks) as PlainParser;
  }
  return (raw) => {
    if (!isObject(raw)) return FAILED;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (!(key in raw)) {
        if (rules[i] === 'required') return FAILED;
        continue;
      }
      const value = fields[i]!(raw[key]);
      if (value === FAILED) return FAILED;
      out[key] = value;
    }
    return passes(checks, out) ? out : FAILED;
  };
}

function discriminatedUnionParser(schema: Schema): PlainParser | undefined {
  const def = defOf(schema);
  const discriminator = def.discriminator;
  if (typeof discriminator !== 'string' || def.unionFallback) return undefined;
  const byTag = new Map<unknown, PlainParser>();
  for (const option of def.options as Schema[]) {
    const tag = (defOf(option).shape as Record<string, Schema> | undefined)?.[discriminator];
    const parse = compile(option);
    if (!tag || defOf(tag).type !== 'literal' || !parse) return undefined;
    for (const value of defOf(tag).values as unknown[]) byTag.set(value, parse);
  }
  const checks = checksOf(schema);
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return FAILED;
    const parse = byTag.get((raw as Record<string, unknown>)[discriminator]);
    const out = parse ? parse(raw) : FAILED;
    return out !== FAILED && passes(checks, out) ? out : FAILED;
  };
}

function arrayParser(schema: Schema): PlainParser | undefined {
  const element = compile(defOf(schema).element as Schema);
  if (!element) return undefined;
  const checks = checksOf(schema);
  return (raw) => {
    if (!Array.isArray(raw)) return FAILED;
    const out: unknown[] = new Array(raw.length);
    for (let i = 0; i < raw.length; i++) {
      const value = element(raw[i]);
      if (value === FAILED) return FAILED;
      out[i] = value;
    }
    return passes(checks, out) ? out : FAILED;
  };
}

/** The parser of `schema`, or undefined when it holds something this walk does not know. */
function compile(schema: Schema): PlainParser | undefined {
  if (isLeaf(schema)) return leafParser(schema);
  switch (defOf(schema).type) {
    case 'object':
      return objectParser(schema);
    case 'union':
      return discriminatedUnionParser(schema);
    case 'array':
      return arrayParser(schema);
    default:
      return undefined;
  }
}

const compiled = new WeakMap<Schema, PlainParser>();

/**
 * The plain parser of `schema` (compiled on first use): a value's parsed output, or `FAILED` when zod
 * would refuse it. A schema the walk does not know is parsed by zod's `safeParse`.
 */
export function plainParser(schema: z.ZodType): PlainParser {
  let parser = compiled.get(schema);
  if (!parser) {
    parser =
      compile(schema) ??
      ((raw) => {
        const parsed = schema.safeParse(raw);
        return parsed.success ? parsed.data : FAILED;
      });
    compiled.set(schema, parser);
  }
  return parser;
}
