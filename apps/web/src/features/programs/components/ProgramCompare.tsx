import type { ProgramVersion } from '@cobertura/contracts';
import { Select, SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { formatDateTime, formatMonth, formatNumber } from '../../../utils/format.ts';
import { useBudgetRateVersions } from '../hooks/useBudgetRateVersions.ts';
import { percentText } from '../utils/percentText.ts';
import { programComparison } from '../utils/programComparison.ts';
import { programValuesText } from '../utils/programValuesText.ts';
import { objectiveKey } from './ProgramEditor.tsx';
import { SheetSection } from './SheetSection.tsx';

/** Budget rates are quoted to four decimals, as the book's prices are. */
const RATE_DECIMALS = 4;

/**
 * Two versions of the program side by side, each picked from its list (the previous and the current
 * one at first): objective, type, values, the budget rate in force when each was saved, and the
 * target percentage of each month from this one; the rows that differ are highlighted.
 */
export function ProgramCompare({
  versions,
  portfolio,
  underlying,
  quotation,
  start,
}: {
  /** Newest first, as the API answers them. */
  versions: readonly ProgramVersion[];
  portfolio: number;
  underlying: Underlying;
  quotation: string;
  start: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const budgets = useBudgetRateVersions(portfolio, underlying).data ?? [];
  const numberOf = (version: ProgramVersion) => versions.length - versions.indexOf(version);
  const [firstId, setFirstId] = useState(versions[1]?.pk_idprogram);
  const [secondId, setSecondId] = useState(versions[0]?.pk_idprogram);
  const first = versions.find((v) => v.pk_idprogram === firstId);
  const second = versions.find((v) => v.pk_idprogram === secondId);
  const options = versions.map((version) => ({
    value: String(version.pk_idprogram),
    label: t('programs.compare.versionLabel', {
      n: numberOf(version),
      date: formatDateTime(version.created_at, lang),
      user: version.user_name,
    }),
  }));

  const body = () => {
    if (!first || !second) return <Text size="sm">{t('programs.compare.needTwo')}</Text>;
    const { months, sides, differs } = programComparison(first, second, budgets, start);
    const rate = (value: number | undefined) =>
      value === undefined
        ? t('programs.compare.noBudgetRate')
        : `${formatNumber(value, lang, RATE_DECIMALS)} ${quotation}`;
    const row = (key: string, term: string, cells: readonly ReactNode[], isDifferent: boolean) => (
      <Table.Tr
        key={key}
        data-testid={`program-compare-${key}`}
        data-differs={isDifferent}
        bg={isDifferent ? 'var(--mantine-color-yellow-light)' : undefined}
        fw={isDifferent ? 700 : undefined}
      >
        <Table.Th scope="row" fw={isDifferent ? 700 : 500}>
          {term}
          {isDifferent && <VisuallyHidden>{` (${t('programs.compare.differs')})`}</VisuallyHidden>}
        </Table.Th>
        <Table.Td>{cells[0]}</Table.Td>
        <Table.Td>{cells[1]}</Table.Td>
      </Table.Tr>
    );
    const both = (cell: (side: (typeof sides)[number]) => ReactNode) => sides.map(cell);
    return (
      <Table data-testid="program-compare">
        <caption>
          <VisuallyHidden>{t('programs.compare.table')}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('programs.compare.term')}</Table.Th>
            <Table.Th>{t('programs.compare.versionHeader', { n: numberOf(first) })}</Table.Th>
            <Table.Th>{t('programs.compare.versionHeader', { n: numberOf(second) })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row(
            'saved',
            t('programs.compare.saved'),
            [first, second].map((v) => `${formatDateTime(v.created_at, lang)} · ${v.user_name}`),
            false,
          )}
          {row(
            'objective',
            t('programs.compare.objective'),
            both((side) => t(objectiveKey(side.objective))),
            differs.objective,
          )}
          {row(
            'type',
            t('programs.compare.type'),
            both((side) => t(`programs.editor.types.${side.parameters}`)),
            differs.parameters,
          )}
          {row(
            'values',
            t('programs.compare.values'),
            both((side) => programValuesText(side.program, t, lang)),
            differs.values,
          )}
          {row(
            'budget',
            t('programs.compare.budgetRate'),
            both((side) => rate(side.budgetRate)),
            differs.budgetRate,
          )}
          {months.map((month, i) =>
            row(
              `month-${i}`,
              t('programs.compare.target', { month: formatMonth(month, lang) }),
              both((side) => {
                const percent = side.targets[i];
                return percent === undefined ? '—' : percentText(percent, lang);
              }),
              differs.targets[i] ?? false,
            ),
          )}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <SheetSection titleId="program-compare-title" title={t('programs.compare.title')}>
      <Text size="sm" c="dimmed">
        {t('programs.compare.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('programs.compare.first')}
          data={options}
          value={firstId === undefined ? null : String(firstId)}
          onChange={(value) => setFirstId(value === null ? undefined : Number(value))}
          allowDeselect={false}
          data-testid="program-compare-first"
        />
        <Select
          label={t('programs.compare.second')}
          data={options}
          value={secondId === undefined ? null : String(secondId)}
          onChange={(value) => setSecondId(value === null ? undefined : Number(value))}
          allowDeselect={false}
          data-testid="program-compare-second"
        />
      </SimpleGrid>
      {body()}
    </SheetSection>
  );
}
