import type { Relations } from '@cobertura/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';
import { SaveStatusModal } from '../../../shared/save-status/SaveStatusModal.tsx';
import { useSaveStatus } from '../../../shared/save-status/useSaveStatus.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { formatDate, formatNumber } from '../../../utils/format.ts';
import { parseDecimal, toInputText } from '../../../utils/parseDecimal.ts';
import { useRelations } from '../hooks/useRelations.ts';
import {
  changesOf,
  coveredOf,
  draftOf,
  type LinkAmounts,
  prefilledAmount,
  usedOf,
  withLink,
} from '../utils/relationDraft.ts';

/**
 * My Data's Relations sheet for one portfolio and asset: each exposure with how much of it hedges
 * cover, its links opened below it to change, remove or add, saved all at once.
 */
export function RelationsSheet({ portfolio, underlying }: { portfolio: number; underlying: Underlying }) {
  const { t } = useTranslation();
  const { relations, save } = useRelations(portfolio, underlying);
  // Kept above the editor, which starts again from the saved relations while the modal stays open.
  const saving = useSaveStatus();
  if (relations.isPending) return <Loader data-testid="relations-loading" />;
  if (relations.isError) return <Notice kind="error">{t('relations.loadFailed')}</Notice>;

  const rejectedText = (error: unknown) =>
    error instanceof ApiError && error.rows.length > 0
      ? error.rows
          .map((row) => {
            const codes = Object.values(row.fields).flatMap((problems) => problems.map((p) => p.code));
            return `${row.pk}: ${codes.map((code) => t(`relations.problems.${code}`)).join(' ')}`;
          })
          .join(' ')
      : null;
  return (
    <>
      <RelationsEditor
        key={relations.dataUpdatedAt}
        relations={relations.data}
        onSave={(links) => saving.run(() => save.mutateAsync(links), t('relations.saved'), rejectedText)}
      />
      <SaveStatusModal status={saving.status} onClose={saving.close} />
    </>
  );
}

function RelationsEditor({
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

/** The hedges covering one exposure, each amount editable and removable, and a row to add one. */
function ExposureLinks({
  relations,
  exposure,
  unit,
  draft,
  onChange,
}: {
  relations: Relations;
  exposure: string;
  unit: string;
  draft: LinkAmounts;
  onChange: (draft: LinkAmounts) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const links = draft.get(exposure) ?? new Map<string, number>();
  const hedgeLabel = (pk: string) => {
    const hedge = relations.hedges.find((h) => h.pk === pk);
    if (!hedge) return pk;
    const free = hedge.notional - usedOf(draft, pk);
    return t('relations.hedgeLabel', {
      pk,
      derivative: bookValueLabel(hedge.derivative, t),
      side: bookValueLabel(hedge.buy_sell, t),
      date: formatDate(hedge.fixing_date, lang),
      free: formatNumber(free, lang),
      unit: hedge.unit,
    });
  };
  const candidates = relations.hedges.filter(
    (h) => h.unit === unit && !links.has(h.pk) && h.notional - usedOf(draft, h.pk) > 0,
  );
  const [hedge, setHedge] = useState<string | null>(null);
  const [newAmount, setNewAmount] = useState('');
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const parsed = parseDecimal(newAmount);

  return (
    <Stack gap="sm" p="sm" data-testid={`relations-links-${exposure}`}>
      {links.size === 0 && <Text c="dimmed">{t('relations.noLinks')}</Text>}
      {[...links].map(([pk, value]) => (
        <Group key={pk} align="flex-end" data-testid={`relations-link-${pk}`}>
          <Text flex={1}>{hedgeLabel(pk)}</Text>
          <DecimalInput
            label={t('relations.linkAmount')}
            unit={unit}
            value={texts.get(pk) ?? toInputText(value)}
            testId={`relations-link-amount-${pk}`}
            onChange={(text) => {
              setTexts(new Map(texts).set(pk, text));
              const next = parseDecimal(text);
              if (next !== undefined && next > 0) onChange(withLink(draft, exposure, pk, next));
            }}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={() => onChange(withLink(draft, exposure, pk, null))}
            data-testid={`relations-remove-${pk}`}
          >
            {t('relations.remove')}
          </Button>
        </Group>
      ))}
      <Group align="flex-end">
        <Select
          flex={1}
          label={t('relations.addHedge')}
          placeholder={candidates.length ? t('relations.chooseHedge') : t('relations.noFreeHedges')}
          data={candidates.map((h) => ({ value: h.pk, label: hedgeLabel(h.pk) }))}
          value={hedge}
          disabled={candidates.length === 0}
          onChange={(pk) => {
            setHedge(pk);
            setNewAmount(pk ? toInputText(prefilledAmount(draft, relations, exposure, pk)) : '');
          }}
          data-testid="relations-add-hedge"
        />
        <DecimalInput
          label={t('relations.linkAmount')}
          unit={unit}
          value={newAmount}
          onChange={setNewAmount}
          testId="relations-add-amount"
        />
        <Button
          disabled={!hedge || parsed === undefined || parsed <= 0}
          onClick={() => {
            if (!hedge || parsed === undefined) return;
            onChange(withLink(draft, exposure, hedge, parsed));
            setHedge(null);
            setNewAmount('');
          }}
          data-testid="relations-add"
        >
          {t('relations.add')}
        </Button>
      </Group>
    </Stack>
  );
}
