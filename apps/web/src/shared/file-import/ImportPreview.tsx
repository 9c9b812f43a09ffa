import { IMPORT_ANSWER_ROWS, type TRowProblem } from '@cobertura/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatInteger } from '../../utils/format.ts';
import type { previewLines } from './previewLines.ts';

type PreviewLine = ReturnType<typeof previewLines>[number];

/**
 * An import's preview (My Data's book, staff's prices): what it adds, replaces and rejects, then the
 * listed rows in sheet order with what happens to each and why a row is rejected, and how many rows
 * are counted but not listed. The import's texts are under `texts` (`summary`, `table.<column>`,
 * `actions.<action>` — `<action>_code` naming the record's code where the answer gives it —, `more`),
 * its test ids start with `testId`.
 */
export function ImportPreview({
  texts,
  testId,
  counts,
  lines,
  columns,
  reason,
  minWidth,
}: {
  texts: string;
  testId: string;
  counts: { create: number; replace: number; rejected: number };
  /** The rows listed, in sheet order. */
  lines: readonly PreviewLine[];
  /** The import's own columns between the action and the reason: each header's key and the value it shows. */
  columns: readonly { header: string; value: string }[];
  /** A rejected row's problem in the user's words. */
  reason: (problem: TRowProblem) => string;
  minWidth: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const count = (n: number) => formatInteger(n, lang);
  const { create, replace, rejected } = counts;
  const unlisted = create + replace + rejected - lines.length;
  const headers = ['row', 'action', ...columns.map((column) => column.header), 'reason'];
  return (
    <>
      <Notice kind={rejected ? 'warning' : 'success'} testId={`${testId}-summary`}>
        {t(`${texts}.summary`, { create: count(create), replace: count(replace), rejected: count(rejected) })}{' '}
        {rejected ? t(`${texts}.mustFix`) : t(`${texts}.ready`)}
      </Notice>
      <Table.ScrollContainer minWidth={minWidth} maxHeight={360}>
        <Table striped stickyHeader data-testid={`${testId}-preview`}>
          <Table.Caption>{t(`${texts}.table.caption`)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header} scope="col">
                  {t(`${texts}.table.${header}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.row} data-action={line.action}>
                <Table.Td>{count(line.row)}</Table.Td>
                <Table.Td fw={line.action === 'rejected' ? 700 : undefined}>
                  {t(`${texts}.actions.${line.action}`, {
                    code: line.code,
                    context: line.code ? 'code' : undefined,
                  })}
                </Table.Td>
                {columns.map(({ value }) => (
                  <Table.Td key={value}>{String(line.values[value] ?? '')}</Table.Td>
                ))}
                <Table.Td>{line.problems.map(reason).join(' · ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {unlisted > 0 && (
        <Text size="sm" c="dimmed">
          {t(`${texts}.more`, { rows: count(unlisted), shown: count(IMPORT_ANSWER_ROWS) })}
        </Text>
      )}
    </>
  );
}
