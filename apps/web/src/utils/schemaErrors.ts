import type { z } from 'zod';

/** What is wrong with a field, in the words a form picks its own text by. */
export type IssueKind = 'required' | 'too_small' | 'too_big' | 'invalid';

export interface FieldIssue {
  kind: IssueKind;
  /** The contract's text for it (English, as the API answers). */
  message: string;
}

/** Per field and kind of issue, the translation key a form shows instead of the contract's text. */
export type IssueKeys<Name extends string = string> = Partial<
  Record<Name, Partial<Record<IssueKind, string>>>
>;

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

function kindOf(issue: z.core.$ZodIssue, value: unknown): IssueKind {
  // Whatever the schema says of a blank field, the user left it out.
  if (isBlank(value)) return 'required';
  if (issue.code === 'too_small') return 'too_small';
  if (issue.code === 'too_big') return 'too_big';
  return 'invalid';
}

/** A blank field that the schema lets the form leave out (optional) is no issue. */
function mayBeLeftOut(schema: z.ZodType, name: string): boolean {
  const field = (schema as { shape?: Record<string, z.ZodType> }).shape?.[name];
  return field?.safeParse(undefined).success ?? false;
}

/**
 * Checks values against a contract's schema and answers the first issue of each field (Mantine's
 * dotted path for nested ones). A blank text counts as left out: a required field says "required"
 * rather than "too short", and an optional one is fine.
 */
export function fieldIssues(schema: z.ZodType, values: Record<string, unknown>): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    const name = String(issue.path[0]);
    if (path in issues || (isBlank(values[name]) && mayBeLeftOut(schema, name))) continue;
    issues[path] = { kind: kindOf(issue, values[name]), message: issue.message };
  }
  return issues;
}

/** The issues as the form's translation keys where it has one, else the contract's text. */
export function schemaErrors<Name extends string>(
  schema: z.ZodType,
  values: Record<Name, unknown>,
  keys: IssueKeys<Name> = {},
): Partial<Record<Name, string>> {
  const issues = fieldIssues(schema, values);
  return Object.fromEntries(
    Object.entries(issues).map(([path, issue]) => [path, keys[path as Name]?.[issue.kind] ?? issue.message]),
  ) as Partial<Record<Name, string>>;
}

/**
 * A Mantine `useForm` `validate` from a contract's schema: each field's first issue, in the form's
 * translated words where it has them (`keys`), else the contract's. Mantine 9 also takes a Standard
 * Schema through its `schemaResolver`, but that shows the contract's English texts only.
 */
export function schemaValidator<Values extends object>(
  schema: z.ZodType,
  keys: IssueKeys<keyof Values & string>,
  translate: (key: string) => string,
): (values: Values) => Record<string, string> {
  return (values) => {
    const issues = fieldIssues(schema, values as Record<string, unknown>);
    return Object.fromEntries(
      Object.entries(issues).map(([path, issue]) => {
        const key = keys[path as keyof Values & string]?.[issue.kind];
        return [path, key ? translate(key) : issue.message];
      }),
    );
  };
}

/** Adds "the repeat equals the original" to a form's checks, shown where the repeat has no other issue. */
export function withRepeat<Values extends object, Errors extends Partial<Record<string, string>>>(
  validate: (values: Values) => Errors,
  original: keyof Values & string,
  repeat: keyof Values & string,
  mismatch: () => string,
): (values: Values) => Errors {
  return (values) => {
    const errors = validate(values);
    if (!errors[repeat] && values[original] && values[original] !== values[repeat]) {
      Object.assign(errors, { [repeat]: mismatch() });
    }
    return errors;
  };
}
