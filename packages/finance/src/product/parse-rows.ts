/**
 * Plain JSON rows in, one result per row out: the parsed value, or an `INVALID_ARGUMENT` error whose
 * message names the field ("legs[1].strike must be > 0, got -1"). Nothing throws.
 */
import type { z } from 'zod';
import type { FinanceErrorData, FinanceIssue } from '../errors.ts';
import { isRecord } from './fields.ts';
import { FAILED, plainParser } from './plain-parser.ts';

/**
 * What is wrong with a row's field: the library's issue vocabulary (kind, limit, rule), which its
 * argument checks use too.
 */
export type RowIssue = FinanceIssue;

/** One parsed row: its id (echoed as given, null when absent) and the value or the error. */
export type ParsedRow<T> =
  | { readonly ok: true; readonly id: unknown; readonly value: T }
  | {
      readonly ok: false;
      readonly id: unknown;
      readonly error: FinanceErrorData;
      /** The path of the field the message names ('legs[1].strike'; '' for the whole row). */
      readonly field: string;
      readonly issue: RowIssue;
    };

function show(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : JSON.stringify(value);
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** The per-parse messages, written to follow the field's name. */
function messageOf(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options)
        ? `must be one of ${issue.options.map(String).join(', ')}`
        : undefined;
    default:
      return undefined;
  }
}

/** Inputs reported in issues (for "got …"), messages written to follow the field's name. */
const PARSE_OPTIONS = { reportInput: true, error: messageOf } as const;

/** The first issue as one sentence that names its field. */
export function issueMessage(issue: z.core.$ZodIssue, what: string): string {
  const field = fieldOf(issue.path);
  let input: unknown = issue.input;
  if (issue.code === 'invalid_union' && 'discriminator' in issue && isRecord(input)) {
    input = input[String(issue.discriminator)];
  }
  const isMissing =
    issue.code === 'custom'
      ? issue.params?.isMissing === true
      : issue.code !== 'too_small' && input === undefined;
  if (isMissing) return `missing field ${field}`;
  if (field === '') return `a ${what} ${issue.message}, got ${show(input)}`;
  const got = input === undefined || isRecord(input) || Array.isArray(input) ? '' : `, got ${show(input)}`;
  // A message may place the input itself ("must be ≥ 0{got} (a negative volatility)").
  const message = issue.message.includes('{got}') ? issue.message.replace('{got}', got) : issue.message + got;
  return `${field} ${message}`;
}

/** The issue's kind and its particulars. */
export function rowIssueOf(issue: z.core.$ZodIssue): RowIssue {
  switch (issue.code) {
    case 'custom': {
      const params = issue.params ?? {};
      if (params.isMissing === true) return { kind: 'missing' };
      return { kind: 'rule', rule: typeof params.rule === 'string' ? params.rule : 'other' };
    }
    case 'invalid_type':
      return issue.input === undefined ? { kind: 'missing' } : { kind: 'type', expected: issue.expected };
    case 'too_small':
    case 'too_big':
      return {
        kind: issue.code === 'too_small' ? 'tooSmall' : 'tooBig',
        limit: Number(issue.code === 'too_small' ? issue.minimum : issue.maximum),
        inclusive: issue.inclusive ?? true,
      };
    case 'invalid_value':
      return { kind: 'oneOf', values: issue.values.map(String) };
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options)
        ? { kind: 'oneOf', values: issue.options.map(String) }
        : { kind: 'rule', rule: 'other' };
    default:
      return { kind: 'rule', rule: 'other' };
  }
}

/**
 * Parses one row with `schema`.
 * @param what the row's name in a message about the whole row ("case").
 */
export function parseRow<S extends z.ZodType>(schema: S, raw: unknown, what: string): ParsedRow<z.output<S>> {
  const id = isRecord(raw) && raw.id !== undefined && raw.id !== null ? raw.id : null;
  const value = plainParser(schema)(raw);
  if (value !== FAILED) return { ok: true, id, value: value as z.output<S> };
  // zod itself words the failure (its parse options would cost a valid row its speed).
  const parsed = schema.safeParse(raw, PARSE_OPTIONS);
  if (parsed.success) return { ok: true, id, value: parsed.data };
  const [issue] = parsed.error.issues;
  const message = issue ? issueMessage(issue, what) : `a ${what} is not valid`;
  return {
    ok: false,
    id,
    error: { code: 'INVALID_ARGUMENT', message },
    field: issue ? fieldOf(issue.path) : '',
    issue: issue ? rowIssueOf(issue) : { kind: 'rule', rule: 'other' },
  };
}

/**
 * Parses an array of rows and hands each parsed row to `use` at once, one result per row, in order;
 * a non-array gives one error row. Each parsed row is dropped as soon as it is used, so a batch of
 * 100,000 rows does not keep 100,000 parsed copies alive (they would outlive the young generation
 * and make every collection copy them).
 * @param what the name of one row in messages ("case", "trade").
 */
export function mapRows<S extends z.ZodType, R>(
  schema: S,
  input: unknown,
  what: string,
  use: (row: ParsedRow<z.output<S>>) => R,
): R[] {
  if (!Array.isArray(input)) {
    return [
      use({
        ok: false,
        id: null,
        error: { code: 'INVALID_ARGUMENT', message: `the input must be an array of ${what}s` },
        field: '',
        issue: { kind: 'type', expected: 'array' },
      }),
    ];
  }
  const out: R[] = new Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = use(parseRow(schema, input[i], what));
  return out;
}

/**
 * Parses an array of rows, one result per row, in order; a non-array gives one error row.
 * @param what the name of one row in messages ("case", "trade").
 */
export function parseRows<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: string,
): ParsedRow<z.output<S>>[] {
  return mapRows(schema, input, what, (row) => row);
}
