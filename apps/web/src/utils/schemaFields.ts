import type { z } from 'zod';

/** What a form or grid needs to know of a field to pick its input and its empty value. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'enum';

export interface SchemaField<Name extends string = string> {
  name: Name;
  kind: FieldKind;
  /** The form must not be sent with it blank: absent or empty, the schema refuses it. */
  isRequired: boolean;
  /** The allowed values of an enumeration or literal; empty for other kinds. */
  options: readonly string[];
  /** The field's hint from the contract (`.meta({ hint })`, else `.describe()`), when it has one. */
  hint?: string;
}

type AnySchema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  values?: unknown[];
  format?: string;
};

const defOf = (schema: AnySchema): Def => schema._zod.def as unknown as Def;

/** The schemas a field is wrapped in, outermost first: optional, nullable, default, pipe. */
function layers(schema: AnySchema): AnySchema[] {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? [schema, ...layers(inner)] : [schema];
}

function kindOf(core: AnySchema, all: readonly AnySchema[]): FieldKind {
  const { type } = defOf(core);
  if (type === 'number' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'boolean';
  // z.literal(true): a box that must be ticked.
  if (type === 'literal' && (defOf(core).values ?? []).every((value) => typeof value === 'boolean'))
    return 'boolean';
  if (type === 'enum' || type === 'literal') return 'enum';
  if (type === 'date') return 'date';
  // z.iso.date() is a string of format 'date' (`YYYY-MM-DD`).
  return all.some((layer) => defOf(layer).format === 'date') ? 'date' : 'text';
}

function optionsOf(core: AnySchema, kind: FieldKind): string[] {
  const def = defOf(core);
  if (kind !== 'enum') return [];
  if (def.type === 'enum') return Object.values((def as unknown as { entries: object }).entries).map(String);
  if (def.type === 'literal') return (def.values ?? []).map(String);
  return [];
}

function hintOf(all: readonly AnySchema[]): string | undefined {
  for (const layer of all) {
    const meta = (layer as { meta?: () => Record<string, unknown> | undefined }).meta?.();
    const hint = meta?.hint ?? meta?.description;
    if (typeof hint === 'string' && hint) return hint;
  }
  return undefined;
}

/**
 * The fields of a contract's object schema, in its order, read from the schema itself so that a field
 * added to the contract reaches every form and grid built on it.
 */
export function schemaFields<Shape extends z.core.$ZodShape>(
  schema: z.ZodObject<Shape>,
): SchemaField<keyof Shape & string>[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const all = layers(field);
    const core = all[all.length - 1] ?? field;
    const kind = kindOf(core, all);
    return {
      name: name as keyof Shape & string,
      kind,
      // Required in a form: the field refuses both absence and its input's empty value (a text that
      // may be empty, or a box that may stay unticked, is not).
      isRequired: !accepts(field, undefined) && !accepts(field, emptyValue({ kind })),
      options: optionsOf(core, kind),
      hint: hintOf(all),
    };
  });
}

function accepts(schema: AnySchema, value: unknown): boolean {
  return (schema as z.ZodType).safeParse(value).success;
}

/** The value an untouched input holds: unticked for a boolean, empty text otherwise. */
export function emptyValue(field: Pick<SchemaField, 'kind'>): string | boolean {
  return field.kind === 'boolean' ? false : '';
}

/** A blank form for a schema: every field at its empty value. */
export function emptyValues<Shape extends z.core.$ZodShape>(
  schema: z.ZodObject<Shape>,
): Record<keyof Shape & string, string | boolean> {
  return Object.fromEntries(schemaFields(schema).map((field) => [field.name, emptyValue(field)])) as Record<
    keyof Shape & string,
    string | boolean
  >;
}
