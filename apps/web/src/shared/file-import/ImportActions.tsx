import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An import dialog's buttons: its downloads on the left, cancel and import on the right. The cancel
 * text is `<texts>.cancel`, the import button's test id `<testId>-save`.
 */
export function ImportActions({
  texts,
  testId,
  downloads,
  onCancel,
  canSave,
  isSaving,
  onSave,
  saveLabel,
}: {
  texts: string;
  testId: string;
  downloads: ReactNode;
  onCancel: () => void;
  canSave: boolean;
  isSaving: boolean;
  onSave: () => void;
  saveLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      {downloads}
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t(`${texts}.cancel`)}
        </Button>
        <Button disabled={!canSave} loading={isSaving} onClick={onSave} data-testid={`${testId}-save`}>
          {saveLabel}
        </Button>
      </Group>
    </Group>
  );
}
