import type { ProgramVersion } from '@cobertura/contracts';
import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format.ts';
import { programOfVersion } from '../utils/programComparison.ts';
import { programValuesText } from '../utils/programValuesText.ts';
import { objectiveKey } from './ProgramEditor.tsx';
import { SheetSection } from './SheetSection.tsx';

/**
 * Every saved version of the program, newest first: its number, who set it, when, and what it was —
 * type, objective and values with their percentages (its audit trail).
 */
export function ProgramHistory({ versions }: { versions: readonly ProgramVersion[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <SheetSection titleId="program-history-title" title={t('programs.history.title')}>
      {versions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('programs.history.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={260}
          // A region that scrolls is reached by the keyboard too.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': 'program-history-title' }}
        >
          <Table striped data-testid="program-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('programs.history.version')}</Table.Th>
                <Table.Th>{t('programs.history.when')}</Table.Th>
                <Table.Th>{t('programs.history.who')}</Table.Th>
                <Table.Th>{t('programs.history.type')}</Table.Th>
                <Table.Th>{t('programs.history.objective')}</Table.Th>
                <Table.Th>{t('programs.history.values')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((version, index) => (
                <Table.Tr key={version.pk_idprogram}>
                  <Table.Td>{versions.length - index}</Table.Td>
                  <Table.Td>{formatDateTime(version.created_at, lang)}</Table.Td>
                  <Table.Td>{version.user_name}</Table.Td>
                  <Table.Td>{t(`programs.editor.types.${version.parameters}`)}</Table.Td>
                  <Table.Td>{t(objectiveKey(version.objective))}</Table.Td>
                  <Table.Td data-testid="program-history-values">
                    {programValuesText(programOfVersion(version), t, lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </SheetSection>
  );
}
