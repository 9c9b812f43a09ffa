import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Sign-in after the idle hour ended the session (spec 01 §4): the session has ended already, in every
 * tab and on the server; the modal says why, and Accept leaves the user on sign-in.
 */
export function IdleSignOutModal({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onAccept}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('idle.title')}
      data-testid="idle-modal"
    >
      <Text mb="lg">{t('idle.message')}</Text>
      <Group justify="flex-end">
        <Button onClick={onAccept}>{t('idle.accept')}</Button>
      </Group>
    </Modal>
  );
}
