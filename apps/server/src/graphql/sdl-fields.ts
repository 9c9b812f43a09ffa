import type { z } from 'zod';

/**
 * GraphQL (SDL) from zod, so that what is answered or accepted over GraphQL and REST is declared
 * once: numbers are Float (Int when whole), booleans Boolean, arrays lists, anything else String;
 * nullable and optional fields drop the `!`.
 */

/** The fields of an answer type, from a zod object's shape. */
export function sdlFields(shape: Readonly<Record<string, z.ZodType>>, indent = '        '): string {
  return Object.entries(shape)
    .map(([name, schema]) => `${indent}${name}: ${sdlType(schema, 'output')}`)
    .join('\n');
}

/**
 * A field's argument list, `(currency: String!, limit: Int)`, from the zod object its arguments
 * are validated with (a transform after the object, as a limit shared among several instruments,
 * reads the object before it); empty without arguments. A defaulted argument may be left out.
 */
export function sdlArguments(schema: z.ZodType | undefined): string {
  if (!schema) return '';
  const shape = objectShape(schema);
  const list = Object.entries(shape).map(([name, field]) => `${name}: ${sdlType(field, 'input')}`);
  return list.length ? `(${list.join(', ')})` : '';
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};

function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  const def = schema.def as Def;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  if (def.type === 'object' && def.shape) return def.shape;
  throw new Error(`GraphQL arguments are declared by a zod object, not a ${def.type}`);
}

function sdlType(schema: z.ZodType, io: 'input' | 'output'): string {
  const def = schema.def as Def;
  const inner = def.innerType;
  if ((def.type === 'nullable' || def.type === 'optional') && inner) return nullable(sdlType(inner, io));
  if ((def.type === 'default' || def.type === 'prefault') && inner) {
    // An answer always carries a defaulted field; an argument may leave it out.
    return io === 'input' ? nullable(sdlType(inner, io)) : sdlType(inner, io);
  }
  if (def.type === 'pipe' && def.in && def.out) return sdlType(io === 'input' ? def.in : def.out, io);
  if (def.type === 'array' && def.element) return `[${sdlType(def.element, io)}]!`;
  if (def.type === 'number') return (schema as z.ZodNumber).isInt ? 'Int!' : 'Float!';
  if (def.type === 'boolean') return 'Boolean!';
  return 'String!';
}

const nullable = (type: string) => type.replace(/!$/, '');
