import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../shared/session/session.ts';
import { useIdleTimeout } from './hooks/useIdleTimeout.ts';

/** After an hour without activity: the spec's modal; Accept signs out and opens the login. */
export function IdleModal() {
  const { t } = useTranslation();
  const isIdle = useIdleTimeout();
  return (
    <Modal
      opened={isIdle}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('idle.title')}
      data-testid="idle-modal"
    >
      <Text mb="lg">{t('idle.message')}</Text>
      <Group justify="flex-end">
        <Button onClick={() => signOut('/login')}>{t('idle.accept')}</Button>
      </Group>
    </Modal>
  );
}
