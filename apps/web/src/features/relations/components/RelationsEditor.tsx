import type { Relations } from '@cobertura/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { formatDate } from '../../../utils/format.ts';
import { changesOf, draftExcess, draftOf, type LinkAmounts } from '../utils/relationDraft.ts';
import { ExposureTable } from './ExposureTable.tsx';

/**
 * The open exposures with their coverage, the past ones apart (realized, not gaps to cover), each
 * opening to its links; the draft's discard and save, which waits while a row is covered beyond
 * its amount or a hedge beyond its notional (the server's rule, checked as the user types).
 */
export function RelationsEditor({
  relations,
  onSave,
}: {
  relations: Relations;
  onSave: (links: ReturnType<typeof changesOf>) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<LinkAmounts>(() => draftOf(relations));
  const [openExposures, setOpenExposures] = useState<ReadonlySet<string>>(new Set());
  const [isPastShown, setIsPastShown] = useState(false);
  // Discarding starts the tables again, so that no field keeps a text typed into the discarded draft.
  const [discards, setDiscards] = useState(0);
  const changes = changesOf(relations, draft);
  const excess = draftExcess(relations, draft);

  const toggle = (pk: string) => {
    const next = new Set(openExposures);
    if (!next.delete(pk)) next.add(pk);
    setOpenExposures(next);
  };

  if (relations.exposures.length === 0) return <Notice kind="info">{t('relations.noExposures')}</Notice>;
  const open = relations.exposures.filter((e) => !e.is_past);
  const past = relations.exposures.filter((e) => e.is_past);
  const table = (exposures: typeof open, isPast: boolean) => (
    <ExposureTable
      key={discards}
      relations={relations}
      exposures={exposures}
      isPast={isPast}
      draft={draft}
      excess={excess}
      openExposures={openExposures}
      onToggle={toggle}
      onChange={setDraft}
      testId={isPast ? 'relations-past' : 'relations-open'}
    />
  );

  return (
    <Stack gap="md" data-testid="relations-sheet">
      <Text c="dimmed">{t('relations.intro')}</Text>
      <Title order={2} fz="h4">
        {t('relations.openTitle', { count: open.length })}
      </Title>
      {open.length > 0 ? table(open, false) : <Text>{t('relations.noOpen')}</Text>}
      {past.length > 0 && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('relations.pastTitle', { count: past.length })}
            </Title>
            <Button
              variant="subtle"
              onClick={() => setIsPastShown(!isPastShown)}
              aria-expanded={isPastShown}
              data-testid="relations-past-toggle"
            >
              {t(isPastShown ? 'relations.hidePast' : 'relations.showPast')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('relations.pastHint', { today: formatDate(relations.today, i18n.language) })}
          </Text>
          {isPastShown && table(past, true)}
        </Stack>
      )}
      {excess.isRefused && (
        <Notice kind="error" testId="relations-fix-first">
          {t('relations.fixFirst')}
        </Notice>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={changes.length === 0}
          onClick={() => {
            setDraft(draftOf(relations));
            setDiscards(discards + 1);
          }}
          data-testid="relations-discard"
        >
          {t('relations.discard')}
        </Button>
        <Button
          disabled={changes.length === 0 || excess.isRefused}
          onClick={() => void onSave(changes)}
          data-testid="relations-save"
        >
          {t('relations.save', { count: changes.length })}
        </Button>
      </Group>
    </Stack>
  );
}
