import type { CatalogInstrument } from '@cobertura/contracts';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { moveItem } from '../utils/reorder.ts';

/** The Overview's lists: currencies, commodities and indices (spec 02 §2 asset kinds). */
const TYPES = ['currency', 'commodity', 'index'] as const;

/**
 * Choosing and ordering the Overview's instruments: add from the catalogue, move up or down,
 * remove; saved when the user confirms. A failed save keeps the dialog and the list as edited.
 */
export function InstrumentPicker({
  opened,
  onClose,
  catalog,
  selected,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  catalog: readonly CatalogInstrument[];
  selected: readonly string[];
  onSave: (instruments: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string[]>([...selected]);
  const [isSaving, setIsSaving] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const nameOf = (id: string) => catalog.find((instrument) => instrument.id === id)?.short_name ?? id;
  const addable = TYPES.map((type) => ({
    group: t(`markets.types.${type}`),
    items: catalog
      .filter((instrument) => instrument.type === type && !draft.includes(instrument.id))
      .map((instrument) => ({ value: instrument.id, label: instrument.short_name })),
  })).filter((group) => group.items.length > 0);

  const save = async () => {
    setIsSaving(true);
    setHasFailed(false);
    try {
      await onSave(draft);
      onClose();
    } catch {
      setHasFailed(true);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('overview.picker.title')} size="md">
      <Stack gap="sm">
        <Select
          label={t('overview.picker.add')}
          placeholder={t('overview.picker.addPlaceholder')}
          data={addable}
          value={null}
          onChange={(id) => {
            if (id) setDraft([...draft, id]);
          }}
          searchable
          data-testid="picker-add"
        />
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="picker-list">
          {draft.map((id, index) => (
            <Group key={id} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">{nameOf(id)}</Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('overview.picker.up', { name: nameOf(id) })}
                  disabled={index === 0}
                  onClick={() => setDraft(moveItem(draft, index, -1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('overview.picker.down', { name: nameOf(id) })}
                  disabled={index === draft.length - 1}
                  onClick={() => setDraft(moveItem(draft, index, 1))}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('overview.picker.remove', { name: nameOf(id) })}
                  onClick={() => setDraft(draft.filter((other) => other !== id))}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        {hasFailed && <Notice kind="error">{t('overview.picker.failed')}</Notice>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('overview.picker.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={isSaving} data-testid="picker-save">
            {t('overview.picker.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
