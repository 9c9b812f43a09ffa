import type { TRowProblem } from '@cobertura/contracts';

export type PreviewAction = 'create' | 'replace' | 'rejected';

interface Preview<Values> {
  create: { row: number; code?: string; values: Values }[];
  replace: { row: number; code?: string; values: Values }[];
  rejected: { row: number; values: Record<string, unknown>; problems: TRowProblem[] }[];
}

/**
 * An import preview's rows in sheet order, each with what the import does with it (any import) and
 * the code of the record it adds or replaces, where the answer names one.
 */
export function previewLines<Values>(preview: Preview<Values>) {
  const none: TRowProblem[] = [];
  const line = (action: PreviewAction) => (r: { row: number; code?: string; values: Values }) => ({
    row: r.row,
    code: r.code,
    values: r.values as Record<string, unknown>,
    action,
    problems: none,
  });
  return [
    ...preview.create.map(line('create')),
    ...preview.replace.map(line('replace')),
    ...preview.rejected.map((r) => ({ ...r, code: undefined, action: 'rejected' as PreviewAction })),
  ].sort((a, b) => a.row - b.row);
}
