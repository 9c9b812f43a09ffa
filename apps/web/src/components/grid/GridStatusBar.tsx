import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../utils/format.ts';

/**
 * The line under the grid: the focused cell's problem, told as the focus moves (a live region), and
 * how many rows there are and how many changes are not saved.
 */
export function GridStatusBar({
  focusedProblem,
  rows,
  unsaved,
  lang,
}: {
  /** Where the focused cell is and what is wrong with it; none when nothing is. */
  focusedProblem: { row: number; column: string; message: string } | undefined;
  rows: number;
  unsaved: number;
  lang: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
      <Text size="sm" role="status" aria-live="polite" data-testid="grid-focused-problem">
        {focusedProblem ? t('grid.problems.item', focusedProblem) : ''}
      </Text>
      <Text size="sm" c="dimmed" data-testid="grid-summary" style={{ whiteSpace: 'nowrap' }}>
        {t('grid.summary.rows', { rows: formatInteger(rows, lang) })}
        {unsaved > 0 && ` · ${t('grid.summary.changed', { changes: formatInteger(unsaved, lang) })}`}
      </Text>
    </Group>
  );
}
