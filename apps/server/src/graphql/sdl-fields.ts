import type { z } from 'zod';

/**
 * GraphQL fields (SDL) of a zod object's shape, so that a type answered over GraphQL and REST is
 * declared once: numbers are Float (Int when whole), booleans Boolean, anything else String;
 * nullable and optional fields drop the `!`.
 */
export function sdlFields(shape: Readonly<Record<string, z.ZodType>>, indent = '        '): string {
  return Object.entries(shape)
    .map(([name, schema]) => `${indent}${name}: ${sdlType(schema)}`)
    .join('\n');
}

function sdlType(schema: z.ZodType): string {
  const def = schema.def as { type: string; innerType?: z.ZodType };
  if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
    return sdlType(def.innerType).replace(/!$/, '');
  }
  if (def.type === 'number') return (schema as z.ZodNumber).isInt ? 'Int!' : 'Float!';
  if (def.type === 'boolean') return 'Boolean!';
  return 'String!';
}
