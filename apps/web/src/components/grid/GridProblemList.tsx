import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatInteger } from '../../utils/format.ts';
import type { CellProblem } from './gridProblems.ts';
import type { GridColumn } from './gridTypes.ts';

/** How many problems are listed; the rest are counted (the cells stay marked in the grid). */
const SHOWN = 50;

/**
 * The grid's cells to check as a list under it, for every reader (a screen reader does not see a
 * cell's colour): each names its row, column and message, and takes the focus to that cell.
 */
export function GridProblemList({
  problems,
  columns,
  onPick,
}: {
  problems: readonly CellProblem[];
  columns: readonly GridColumn[];
  onPick: (row: number, column: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="grid-problems-heading" data-testid="grid-problems">
      <Text id="grid-problems-heading" fw={600} size="sm" mt="xs">
        {t('grid.problems.heading', { cells: formatInteger(problems.length, lang) })}
      </Text>
      <List size="sm" spacing={2}>
        {problems.slice(0, SHOWN).map((problem) => (
          <List.Item key={`${problem.rowKey}:${problem.columnKey}`}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onPick(problem.row, problem.column)}
            >
              {t('grid.problems.item', {
                row: problem.row + 1,
                column: columns[problem.column]?.header ?? problem.columnKey,
                message: problem.message,
              })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {problems.length > SHOWN && (
        <Text size="sm" c="dimmed">
          {t('grid.problems.more', { cells: formatInteger(problems.length - SHOWN, lang) })}
        </Text>
      )}
    </section>
  );
}
