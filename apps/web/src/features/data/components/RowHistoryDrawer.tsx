import type { BookKind } from '@cobertura/contracts';
import { Badge, Drawer, Group, List, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../components/grid/gridTypes.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { bookQueries } from '../api/bookQueries.ts';
import { historyColumns, historyValueText } from '../utils/historyText.ts';

/**
 * A book row's changes, newest first: who, when, and each field's value before → after, written as
 * the sheet's grid writes it (`columns`: its headers, number and date notation, choice labels).
 */
export function RowHistoryDrawer({
  kind,
  company,
  pk,
  columns,
  onClose,
}: {
  kind: BookKind;
  /** The selected company: a code may name rows of several of a staff or desk user's companies. */
  company: number;
  pk: string | null;
  columns: readonly GridColumn[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const history = useQuery({ ...bookQueries.history(kind, company, pk ?? ''), enabled: pk !== null });
  const shown = (column: GridColumn, row: Readonly<Record<string, unknown>> | null) =>
    historyValueText(kind, column, row, lang) || t('book.history.none');

  const body = () => {
    if (history.isError) return <Notice kind="error">{t('book.history.loadFailed')}</Notice>;
    if (history.isPending) return <Loader size="sm" />;
    if (history.data.length === 0) return <Text>{t('book.history.empty')}</Text>;
    return (
      <Timeline active={history.data.length} bulletSize={14} lineWidth={2}>
        {history.data.map((change) => (
          <Timeline.Item
            key={change.version}
            title={
              <Group gap="xs">
                <Badge variant="light" color={change.action === 'deleted' ? 'red' : 'blue'}>
                  {t(`book.history.actions.${change.action}`)}
                </Badge>
                <Text size="sm">
                  {t('book.history.by', {
                    user: change.changed_by ?? t('book.history.unknownUser'),
                    when: formatDateTime(change.changed_at, lang),
                  })}
                </Text>
              </Group>
            }
          >
            {change.action === 'updated' && (
              <List size="sm" spacing={2} mt={4}>
                {historyColumns(columns, change.before, change.after).map((column) => (
                  <List.Item key={column.key}>
                    {t('book.history.change', {
                      field: column.header,
                      before: shown(column, change.before),
                      after: shown(column, change.after),
                    })}
                  </List.Item>
                ))}
              </List>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  };

  return (
    <Drawer
      opened={pk !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('book.history.title', { pk: pk ?? '' })}
      closeButtonProps={{ 'aria-label': t('book.history.close') }}
      data-testid="row-history"
    >
      <Stack gap="md">{body()}</Stack>
    </Drawer>
  );
}
