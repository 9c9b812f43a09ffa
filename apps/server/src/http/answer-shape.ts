import type { z } from 'zod';

/** What an answer schema makes of a value: the value as it is sent. */
type Shape = (value: unknown) => unknown;

/** Thrown by a plain node on a value zod would refuse; the answer is then parsed by zod itself. */
class NotTheShape extends Error {}

const refuse = (): never => {
  throw new NotTheShape();
};

/**
 * An answer schema compiled to a function equal to `schema.parse`, walking the plain nodes itself:
 * objects (unknown fields left out), arrays, numbers, integers, booleans, strings without checks,
 * enums, literals, nullable and optional. Every other node (a string's checks, coercions, defaults,
 * unions, transforms) is parsed by zod. A large answer (a valuation's 100,000 rows) is shaped in a
 * fraction of zod's time; a value a plain node refuses is parsed by zod whole, for its message.
 */
export function answerShape(schema: z.ZodType): Shape {
  const shape = shapeOf(schema);
  return (value) => {
    try {
      return shape(value);
    } catch (error) {
      if (error instanceof NotTheShape) return schema.parse(value);
      throw error;
    }
  };
}

function shapeOf(schema: z.ZodType): Shape {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  const byZod: Shape = (value) => schema.parse(value);
  if ('coerce' in def && def.coerce) return byZod;
  switch (def.type) {
    case 'object':
      return def.catchall ? byZod : objectShape(def.shape as Record<string, z.ZodType>);
    case 'array': {
      if (checks.length > 0) return byZod;
      const element = shapeOf(def.element as z.ZodType);
      return (value) => (Array.isArray(value) ? value.map((item) => element(item)) : refuse());
    }
    case 'number': {
      const safeInteger = checks.length === 1 && checks[0]!._zod.def.format === 'safeint';
      if (checks.length > 0 && !safeInteger) return byZod;
      return safeInteger
        ? (value) => (Number.isSafeInteger(value) ? value : refuse())
        : (value) => (typeof value === 'number' && Number.isFinite(value) ? value : refuse());
    }
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : refuse());
    case 'string':
      return checks.length > 0 ? byZod : (value) => (typeof value === 'string' ? value : refuse());
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      return (value) => (values.has(value) ? value : refuse());
    }
    case 'literal': {
      const values = new Set(def.values as unknown[]);
      return (value) => (values.has(value) ? value : refuse());
    }
    case 'nullable': {
      const inner = shapeOf(def.innerType as z.ZodType);
      return (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const inner = shapeOf(def.innerType as z.ZodType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'unknown':
    case 'any':
      return (value) => value;
    default:
      return byZod;
  }
}

function objectShape(fields: Record<string, z.ZodType>): Shape {
  const entries = Object.entries(fields).map(([key, field]) => {
    const optional = field._zod.def.type === 'optional';
    return { key, shape: shapeOf(field), optional };
  });
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse();
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const { key, shape, optional } of entries) {
      const field = source[key];
      // An optional field left out stays out, as zod leaves it.
      if (optional && field === undefined && !(key in source)) continue;
      out[key] = shape(field);
    }
    return out;
  };
}
