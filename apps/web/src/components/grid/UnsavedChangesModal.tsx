import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** The question a held move asks (see `useUnsavedChangesWarning`): stay, or leave and lose the changes. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const isAsking = blocker.state === 'blocked';
  return (
    <Modal opened={isAsking} onClose={() => blocker.reset?.()} title={t('grid.unsaved.title')} centered>
      <Text size="sm">{t('grid.unsaved.message')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('grid.unsaved.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('grid.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
