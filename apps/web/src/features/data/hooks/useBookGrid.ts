import type { BatchAnswer, BookKind, RowConflict, RowProblem } from '@cobertura/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { countProblems } from '../../../components/grid/gridProblems.ts';
import { isDirty, loadedState } from '../../../components/grid/gridState.ts';
import type {
  GridColumn,
  GridProblems,
  GridRow,
  GridState,
  RowValues,
} from '../../../components/grid/gridTypes.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useSaveStatus } from '../../../shared/save-status/useSaveStatus.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { type BookScope, bookApi } from '../api/bookApi.ts';
import { bookQueries } from '../api/bookQueries.ts';
import {
  type BookRow,
  bookBatch,
  gridValues,
  liveProblems,
  mergeProblems,
  rejectedProblems,
  reloadRow,
  standingProblems,
} from '../utils/bookRows.ts';
import { refusalText } from '../utils/problemText.ts';

/** A save refused because a row moved on: which row (its position in the grid) and the server's account. */
export interface BookConflict extends RowConflict {
  row: number;
}

interface Refusal {
  problems: GridProblems;
  /** The refused rows' values at the refusal: a cell typed over since is judged afresh. */
  values: Readonly<Record<string, RowValues>>;
}

const NO_REFUSAL: Refusal = { problems: {}, values: {} };
/** A scope that reads nothing: the query waits (`enabled`) until the pair's id is known. */
export const NO_SCOPE: BookScope = { portfolio: 0, assetId: 0 };

/**
 * One book sheet's rows as the grid edits them, with the contract's rules run on every change, and
 * its save (spec 02 §2 and §4): processing, then finished with the server's message; a refusal marks
 * its cells and keeps what was typed; a conflict names the row for `reloadConflictRow`.
 */
export function useBookGrid(params: {
  kind: BookKind;
  company: number;
  user: number | undefined;
  underlying: Underlying;
  scope: BookScope | undefined;
  columns: readonly GridColumn[];
  today: string;
}) {
  const { kind, company, user, underlying, scope, columns, today } = params;
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...bookQueries.rows(kind, company, underlying, scope ?? NO_SCOPE),
    enabled: scope !== undefined,
  });
  const [state, setState] = useState<GridState | null>(null);
  const [source, setSource] = useState<readonly BookRow[] | undefined>();
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [conflict, setConflict] = useState<BookConflict | null>(null);
  const [moved, setMoved] = useState<BatchAnswer['moved']>([]);
  const saving = useSaveStatus();
  const cache = useRef(new WeakMap<GridRow, RowProblem[]>());

  const load = (rows: readonly BookRow[]) =>
    loadedState(
      rows.map((row) => gridValues(kind, columns, row, today)),
      (values) => String(values.pk),
    );
  // Fresh rows replace a sheet without edits (after a save, or another screen's import); edits stay.
  if (query.data && query.data !== source && (state === null || !isDirty(state))) {
    setSource(query.data);
    setState(load(query.data));
  }

  const problems = useMemo(() => {
    if (!state) return {};
    const live = liveProblems(kind, state, columns, today, language, cache.current);
    return mergeProblems(live, standingProblems(refusal.problems, refusal.values, state));
  }, [kind, state, columns, today, language, refusal]);
  // The cells the grid marks and lists — the rules' problems and the cells that do not read — counted
  // as the grid counts them: what holds a save back and what the "fix first" notice says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each set of columns reads the rows afresh.
  const unreadCache = useMemo(() => new WeakMap<GridRow, readonly number[]>(), [columns]);
  const problemCount = useMemo(
    () => (state ? countProblems(state, columns, problems, unreadCache) : 0),
    [state, columns, problems, unreadCache],
  );

  /** Sends the edits, unless a cell is to check: nothing is sent while the grid marks any. */
  const save = async () => {
    if (!state || user === undefined || problemCount > 0) return;
    const batch = bookBatch(kind, state);
    setConflict(null);
    await saving.run(
      async () => {
        try {
          const answer = await bookApi.save(kind, { company, user, rows: batch.rows });
          setRefusal(NO_REFUSAL);
          setMoved(answer.moved);
          // The saved rows come back from the server: the grid starts again from them.
          setState(null);
          setSource(undefined);
          await queryClient.invalidateQueries({ queryKey: ['book'] });
          return answer;
        } catch (error) {
          if (error instanceof ApiError && error.rows.length > 0) {
            const refused = rejectedProblems(error.rows, batch.keys, language);
            setRefusal({
              problems: refused,
              values: Object.fromEntries(
                state.rows.filter((row) => refused[row.key]).map((row) => [row.key, row.values]),
              ),
            });
          }
          if (error instanceof ApiError && error.conflict) {
            const key = batch.keys[error.conflict.index] ?? error.conflict.pk;
            setConflict({ ...error.conflict, row: state.rows.findIndex((row) => row.key === key) + 1 });
          }
          throw error;
        }
      },
      (answer) =>
        t(`book.saved.${answer.message}`, {
          count: answer.rows.filter((row) => row.action !== 'skipped').length,
        }),
      // A refusal names each refused cell by its row and column; the grid marks them too.
      (error) =>
        error instanceof ApiError && error.rows.length > 0
          ? refusalText(rejectedProblems(error.rows, batch.keys, language), state, columns, t, language)
          : null,
    );
  };

  /** Reads the book again and puts only the conflicting row's saved version in the grid. */
  const reloadConflictRow = async () => {
    if (!conflict || !state || !scope) return;
    const rows = await bookApi.rows(kind, scope);
    const saved = rows.find((row) => row.pk === conflict.pk);
    setState(reloadRow(state, conflict.pk, saved ? gridValues(kind, columns, saved, today) : undefined));
    setConflict(null);
  };

  return {
    query,
    state,
    setState,
    problems,
    problemCount,
    isDirty: state !== null && isDirty(state),
    save,
    saving,
    conflict,
    reloadConflictRow,
    moved,
    dismissMoved: () => setMoved([]),
  };
}
