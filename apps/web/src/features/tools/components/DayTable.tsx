import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate, formatInteger, formatWeekday } from '../../../utils/format.ts';
import type { DayRow } from '../utils/calendarCalc.ts';

/** A list of days under how many there are: weekends dimmed, numbered or named as asked. */
export function DayTable({
  rows,
  summary,
  testId,
  label,
  numbered,
  unnamed,
}: {
  rows: readonly DayRow[];
  /** How many days there are, in words. */
  summary: string;
  testId: string;
  /** Names the scrolling region, which takes keyboard focus so that it scrolls with the arrow keys. */
  label: string;
  numbered?: boolean;
  /** With a name column: what a row without a name shows. */
  unnamed?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Text size="xs" c="dimmed" mb="xs">
        {summary}
      </Text>
      <ScrollRegion minWidth={320} maxHeight={420} label={label}>
        <Table striped stickyHeader verticalSpacing={4} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {numbered && <Table.Th w={48}>#</Table.Th>}
              <Table.Th>{t('tools.calendar.date')}</Table.Th>
              <Table.Th>{t('tools.calendar.weekday')}</Table.Th>
              {unnamed !== undefined && <Table.Th>{t('tools.calendar.holidayName')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.date} c={row.weekday >= 6 ? 'dimmed' : undefined}>
                {numbered && <Table.Td>{formatInteger(i + 1, i18n.language)}</Table.Td>}
                <Table.Td>{formatDate(row.date, i18n.language)}</Table.Td>
                <Table.Td>{formatWeekday(row.date, i18n.language)}</Table.Td>
                {unnamed !== undefined && <Table.Td>{row.name ?? unnamed}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}
