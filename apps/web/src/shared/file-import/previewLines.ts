import type { TRowProblem } from '@cobertura/contracts';

export type PreviewAction = 'create' | 'replace' | 'rejected';

interface Preview<Values> {
  create: { row: number; values: Values }[];
  replace: { row: number; values: Values }[];
  rejected: { row: number; values: Record<string, unknown>; problems: TRowProblem[] }[];
}

/** An import preview's rows in sheet order, each with what the import does with it (any import). */
export function previewLines<Values>(preview: Preview<Values>) {
  const none: TRowProblem[] = [];
  return [
    ...preview.create.map((r) => ({
      row: r.row,
      values: r.values as Record<string, unknown>,
      action: 'create' as PreviewAction,
      problems: none,
    })),
    ...preview.replace.map((r) => ({
      row: r.row,
      values: r.values as Record<string, unknown>,
      action: 'replace' as PreviewAction,
      problems: none,
    })),
    ...preview.rejected.map((r) => ({ ...r, action: 'rejected' as PreviewAction })),
  ].sort((a, b) => a.row - b.row);
}
