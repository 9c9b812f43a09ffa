import type { Relations } from '@cobertura/contracts';
import { ActionIcon, Button, Group, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';
import { formatDate, formatNumber } from '../../../utils/format.ts';
import { changesOf, coveredOf, draftOf, type LinkAmounts } from '../utils/relationDraft.ts';
import { ExposureLinks } from './ExposureLinks.tsx';

/** The exposures with their coverage, each opening to its links, and the draft's discard and save. */
export function RelationsEditor({
  relations,
  onSave,
}: {
  relations: Relations;
  onSave: (links: ReturnType<typeof changesOf>) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [draft, setDraft] = useState<LinkAmounts>(() => draftOf(relations));
  const [openExposures, setOpenExposures] = useState<ReadonlySet<string>>(new Set());
  const changes = changesOf(relations, draft);
  const amount = (value: number) => formatNumber(value, lang);

  const toggle = (pk: string) => {
    const next = new Set(openExposures);
    if (!next.delete(pk)) next.add(pk);
    setOpenExposures(next);
  };

  if (relations.exposures.length === 0) return <Notice kind="info">{t('relations.noExposures')}</Notice>;

  return (
    <Stack gap="md" data-testid="relations-sheet">
      <Text c="dimmed">{t('relations.intro')}</Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('relations.open')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('relations.exposure')}</Table.Th>
              <Table.Th>{t('relations.type')}</Table.Th>
              <Table.Th>{t('relations.date')}</Table.Th>
              <Table.Th ta="right">{t('relations.amount')}</Table.Th>
              <Table.Th ta="right">{t('relations.covered')}</Table.Th>
              <Table.Th ta="right">{t('relations.uncovered')}</Table.Th>
              <Table.Th w={160}>{t('relations.coverage')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {relations.exposures.map((exposure) => {
              const covered = coveredOf(draft, exposure.pk);
              const uncovered = exposure.amount - covered;
              const share = exposure.amount > 0 ? Math.min(100, (covered / exposure.amount) * 100) : 0;
              const isOpen = openExposures.has(exposure.pk);
              return (
                <Fragment key={exposure.pk}>
                  <Table.Tr data-testid={`relations-exposure-${exposure.pk}`}>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => toggle(exposure.pk)}
                        aria-expanded={isOpen}
                        aria-label={t(isOpen ? 'relations.close' : 'relations.openExposure', {
                          pk: exposure.pk,
                        })}
                        data-testid={`relations-toggle-${exposure.pk}`}
                      >
                        <Icon name={isOpen ? 'chevronUp' : 'chevronDown'} size={16} />
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>{exposure.pk}</Table.Td>
                    <Table.Td>{bookValueLabel(exposure.type, t)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(exposure.date, lang)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {exposure.unit} {amount(exposure.amount)}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="relations-covered">
                      {amount(covered)}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      c={uncovered < 0 ? 'red' : undefined}
                      data-testid="relations-uncovered"
                    >
                      {amount(uncovered)}
                    </Table.Td>
                    <Table.Td>
                      <Progress
                        value={share}
                        color={uncovered < 0 ? 'red' : 'teal'}
                        aria-label={t('relations.coverageOf', { pk: exposure.pk })}
                      />
                    </Table.Td>
                  </Table.Tr>
                  {isOpen && (
                    <Table.Tr>
                      <Table.Td colSpan={8}>
                        <ExposureLinks
                          relations={relations}
                          exposure={exposure.pk}
                          unit={exposure.unit}
                          draft={draft}
                          onChange={setDraft}
                        />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={changes.length === 0}
          onClick={() => setDraft(draftOf(relations))}
          data-testid="relations-discard"
        >
          {t('relations.discard')}
        </Button>
        <Button
          disabled={changes.length === 0}
          onClick={() => void onSave(changes)}
          data-testid="relations-save"
        >
          {t('relations.save', { count: changes.length })}
        </Button>
      </Group>
    </Stack>
  );
}
