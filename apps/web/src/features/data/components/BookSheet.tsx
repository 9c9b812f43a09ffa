import { type BookKind, newRowDefaults, type Portfolio } from '@cobertura/contracts';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '../../../api/serverClock.ts';
import { DataGrid } from '../../../components/grid/DataGrid.tsx';
import { UnsavedChangesModal } from '../../../components/grid/UnsavedChangesModal.tsx';
import { useUnsavedChangesWarning } from '../../../components/grid/useUnsavedChangesWarning.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useDateOrder } from '../../../shared/preferences/useDateOrder.ts';
import { SaveStatusModal } from '../../../shared/save-status/SaveStatusModal.tsx';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { formatInteger } from '../../../utils/format.ts';
import { useBookChoices } from '../hooks/useBookChoices.ts';
import { useBookGrid } from '../hooks/useBookGrid.ts';
import { useNewRowStart } from '../hooks/useNewRowStart.ts';
import { usePendingHedgeRows } from '../hooks/usePendingHedgeRows.ts';
import { bookColumns } from '../utils/bookColumns.ts';
import { gridValues } from '../utils/bookRows.ts';
import { BookConflictNotice } from './BookConflictNotice.tsx';
import { MovedDatesNotice } from './MovedDatesNotice.tsx';
import { RowHistoryDrawer } from './RowHistoryDrawer.tsx';

export interface BookSheetProps {
  kind: BookKind;
  company: number;
  portfolio: Portfolio;
  /** The company's shown portfolios: the portfolio column's choices. */
  portfolios: readonly Portfolio[];
  underlying: Underlying;
  /** More toolbar buttons (the sheet's import and export), after the sheet's own. */
  actions?: ReactNode;
}

/**
 * One sheet of the book (spec 02 §2): the rows of the selected portfolio and pair or commodity in the
 * grid, new rows with the spec's defaults, the rules checked as the user types, and the batch save.
 */
export function BookSheet(props: BookSheetProps) {
  const { kind, company, portfolio, underlying, actions } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useUser().data?.pk_idusers;
  const [today] = useState(serverToday);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | undefined>();
  const [isAskedToFix, setIsAskedToFix] = useState(false);

  const { choices, scope, commodityTerms } = useBookChoices(props);
  const columns = useMemo(() => bookColumns(kind, choices, t, lang), [kind, choices, t, lang]);

  const grid = useBookGrid({
    kind,
    company,
    user,
    underlying,
    scope,
    columns,
    today,
  });
  const blocker = useUnsavedChangesWarning(grid.isDirty);
  const dateOrder = useDateOrder().order;

  // A row added in the grid starts as the kind last used in it, else as the sheet's most common.
  const start = useNewRowStart(kind, grid.state, grid.setState);
  const newRow = (values: Record<string, unknown> = {}) => {
    const {
      pk: _pending,
      edited: _edited,
      ...defaults
    } = newRowDefaults(kind, today, {
      portfolio: portfolio.pk_idportfolio,
      ...(typeof underlying === 'string' ? { pair: underlying } : {}),
      commodity: commodityTerms,
    });
    return gridValues(kind, columns, { ...defaults, ...values }, today);
  };

  const draftsAdded = usePendingHedgeRows({
    kind,
    portfolio: portfolio.pk_idportfolio,
    underlying,
    state: grid.state,
    setState: grid.setState,
    newRow,
  });

  const save = () => {
    setIsAskedToFix(grid.problemCount > 0);
    if (grid.problemCount === 0) void grid.save();
  };
  const savedRow = focusedKey !== undefined && !focusedKey.startsWith('new-') ? focusedKey : undefined;
  const { conflict } = grid;

  if (grid.query.isError) return <Notice kind="error">{t('book.loadFailed')}</Notice>;
  if (!grid.state)
    return (
      <Center h={200} aria-label={t('book.loading')}>
        <Loader />
      </Center>
    );
  return (
    <Stack gap="sm" data-testid={`book-sheet-${kind}`}>
      <Group gap="xs" role="toolbar" aria-label={t('book.toolbar.label')}>
        <Button size="sm" onClick={save} disabled={!grid.isDirty} data-testid="book-save">
          {t('book.toolbar.save')}
        </Button>
        <Button
          size="sm"
          variant="default"
          disabled={savedRow === undefined}
          title={savedRow === undefined ? t('book.history.pick') : undefined}
          onClick={() => savedRow && setHistoryOf(savedRow)}
          data-testid="book-history"
        >
          {t('book.toolbar.history')}
        </Button>
        {actions}
      </Group>
      {draftsAdded > 0 && (
        <Notice kind="info" testId="book-drafts-added">
          {t('book.draftsAdded', { count: draftsAdded })}
        </Notice>
      )}
      {isAskedToFix && grid.problemCount > 0 && (
        <Notice kind="warning" testId="book-fix-first">
          {t('book.fixFirst', { count: grid.problemCount, cells: formatInteger(grid.problemCount, lang) })}
        </Notice>
      )}
      {conflict && <BookConflictNotice conflict={conflict} onReload={() => void grid.reloadConflictRow()} />}
      {grid.moved.length > 0 && <MovedDatesNotice moved={grid.moved} onClose={grid.dismissMoved} />}
      <DataGrid
        columns={columns}
        value={grid.state}
        onChange={start.onChange}
        newRow={() => newRow(start.start())}
        problems={grid.problems}
        label={t(`book.sheetLabel.${kind}`)}
        onFocusRow={setFocusedKey}
        dateOrder={dateOrder}
      />
      <SaveStatusModal status={grid.saving.status} onClose={grid.saving.close} />
      <UnsavedChangesModal blocker={blocker} />
      <RowHistoryDrawer
        kind={kind}
        company={company}
        pk={historyOf}
        columns={columns}
        onClose={() => setHistoryOf(null)}
      />
    </Stack>
  );
}
