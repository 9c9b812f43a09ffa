import { type BookKind, bookColumnHeader, newRowDefaults, type Portfolio } from '@cobertura/contracts';
import { Button, Center, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '../../../api/serverClock.ts';
import { DataGrid } from '../../../components/grid/DataGrid.tsx';
import { addRow } from '../../../components/grid/gridState.ts';
import { UnsavedChangesModal } from '../../../components/grid/UnsavedChangesModal.tsx';
import { useUnsavedChangesWarning } from '../../../components/grid/useUnsavedChangesWarning.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { takePendingHedges } from '../../../shared/book/pendingHedges.ts';
import { strategiesQuery } from '../../../shared/book/strategiesQuery.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { SaveStatusModal } from '../../../shared/save-status/SaveStatusModal.tsx';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { formatDate, formatDateTime } from '../../../utils/format.ts';
import { bookQueries } from '../api/bookQueries.ts';
import { NO_SCOPE, useBookGrid } from '../hooks/useBookGrid.ts';
import {
  type BookChoices,
  bookColumns,
  LOOKUP_FIELDS,
  strategyChoices,
  strategyFieldOf,
} from '../utils/bookColumns.ts';
import { gridValues } from '../utils/bookRows.ts';
import { RowHistoryDrawer } from './RowHistoryDrawer.tsx';

const LOOKUP_NAMES = { provider: 'provider_name', client: 'client_name', plant: 'plant_name' } as const;

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
export function BookSheet({ kind, company, portfolio, portfolios, underlying, actions }: BookSheetProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useUser().data?.pk_idusers;
  const [today] = useState(serverToday);
  const currencies = useQuery(referenceQueries.currencies()).data;
  const commodities = useQuery(referenceQueries.commodities()).data;
  const providers = useQuery(bookQueries.lookup('providers', company)).data;
  const clients = useQuery(bookQueries.lookup('clients', company)).data;
  const plants = useQuery(bookQueries.lookup('plants', company)).data;
  const strategyField = strategyFieldOf(kind);
  const strategies = useQuery({
    ...strategiesQuery(kind.startsWith('currency') ? 'currency' : 'commodity'),
    enabled: strategyField !== undefined,
  }).data;
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | undefined>();
  const [isAskedToFix, setIsAskedToFix] = useState(false);

  const commodity =
    typeof underlying === 'number'
      ? commodities?.commodities.find((c) => c.pk_idcommodity === underlying)
      : undefined;
  const assetId =
    typeof underlying === 'string'
      ? currencies?.pairs.find((pair) => pair.currency_name === underlying)?.pk_i_idcurrency
      : underlying;
  const scope = assetId === undefined ? undefined : { portfolio: portfolio.pk_idportfolio, assetId };
  // The same query the grid reads: its names of providers, clients and plants stay choices.
  const rows = useQuery({
    ...bookQueries.rows(kind, company, underlying, scope ?? NO_SCOPE),
    enabled: !!scope,
  }).data;

  const choices = useMemo((): BookChoices => {
    const lookups = { provider: providers, client: clients, plant: plants };
    return {
      portfolios: portfolios.map((p) => ({ value: String(p.pk_idportfolio), label: p.portfolio_name })),
      pairs: currencies?.pairs.map((pair) => pair.currency_name) ?? [],
      currencies: currencies?.currencies.map((currency) => currency.code) ?? [],
      commodities: (commodities?.commodities ?? []).map((c) => ({
        value: String(c.pk_idcommodity),
        label: c.commodity_name,
      })),
      endProducts: (commodities?.end_products ?? []).map((p) => ({
        value: String(p.pk_id_end_product),
        label: p.product_name,
      })),
      lookups: Object.fromEntries(
        LOOKUP_FIELDS.map((field) => [
          field,
          [
            ...new Set([
              ...(lookups[field] ?? []).map((entry) => String(entry[LOOKUP_NAMES[field]])),
              ...(rows ?? []).flatMap((row) => (typeof row[field] === 'string' ? [row[field]] : [])),
            ]),
          ],
        ]),
      ),
      strategies: strategyField
        ? strategyChoices(
            (strategies ?? []).map((s) => s.name),
            (rows ?? []).map((row) => row[strategyField]),
          )
        : [],
    };
  }, [strategyField, portfolios, currencies, commodities, providers, clients, plants, strategies, rows]);
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

  const newRow = (values: Record<string, unknown> = {}) => {
    const unit = commodities?.units.find((u) => u.pk_idunit === commodity?.fk_idunit)?.unit_name;
    const currency = currencies?.currencies.find((c) => c.pk_idcurrency === commodity?.fk_idcurrency)?.code;
    const {
      pk: _pending,
      edited: _edited,
      ...defaults
    } = newRowDefaults(kind, today, {
      portfolio: portfolio.pk_idportfolio,
      ...(typeof underlying === 'string' ? { pair: underlying } : {}),
      commodity:
        commodity && unit && currency
          ? { id: commodity.pk_idcommodity, quotation: commodity.quotation, unit, currency }
          : null,
    });
    return gridValues(kind, columns, { ...defaults, ...values }, today);
  };

  // Hedges another screen prepared for this sheet (the Optimizer's drafts) join as new rows, once.
  const [draftsAdded, setDraftsAdded] = useState(0);
  const draftsTaken = useRef(false);
  useEffect(() => {
    if (!grid.state || draftsTaken.current || kind !== 'currency_hedge' || typeof underlying !== 'string')
      return;
    draftsTaken.current = true;
    const drafts = takePendingHedges(portfolio.pk_idportfolio, underlying);
    if (drafts.length === 0) return;
    grid.setState(drafts.reduce((state, draft) => addRow(state, newRow(draft)), grid.state));
    setDraftsAdded(drafts.length);
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
          {t('book.fixFirst', { count: grid.problemCount })}
        </Notice>
      )}
      {conflict && (
        <Notice kind="error" title={t('book.conflict.title')} testId="book-conflict">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t(conflict.version === null ? 'book.conflict.deleted' : 'book.conflict.changed', {
                row: conflict.row,
                pk: conflict.pk,
                user: conflict.changed_by ?? t('book.conflict.unknownUser'),
                when: conflict.changed_at ? formatDateTime(conflict.changed_at, lang) : '',
              })}
            </Text>
            <Text size="sm">{t('book.conflict.help')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void grid.reloadConflictRow()}>
              {t('book.conflict.reload', { row: conflict.row })}
            </Button>
          </Stack>
        </Notice>
      )}
      {grid.moved.length > 0 && (
        <Notice
          kind="info"
          title={t('book.moved.title')}
          withCloseButton
          closeButtonLabel={t('book.moved.close')}
          onClose={grid.dismissMoved}
          testId="book-moved"
        >
          <List size="sm">
            {grid.moved.map((move) => (
              <List.Item key={`${move.index}:${move.field}`}>
                {t('book.moved.item', {
                  field: bookColumnHeader(move.field, lang).toLowerCase(),
                  pk: move.pk,
                  from: formatDate(move.from, lang),
                  to: formatDate(move.to, lang),
                })}
              </List.Item>
            ))}
          </List>
        </Notice>
      )}
      <DataGrid
        columns={columns}
        value={grid.state}
        onChange={grid.setState}
        newRow={() => newRow()}
        problems={grid.problems}
        label={t(`book.sheetLabel.${kind}`)}
        onFocusRow={setFocusedKey}
      />
      <SaveStatusModal status={grid.saving.status} onClose={grid.saving.close} />
      <UnsavedChangesModal blocker={blocker} />
      <RowHistoryDrawer kind={kind} pk={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
