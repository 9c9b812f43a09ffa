import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './useSaveStatus.ts';

/** The processing, finished and failed modals of a save; only a finished or failed one can be closed. */
export function SaveStatusModal({ status, onClose }: { status: SaveStatus | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isProcessing = status?.phase === 'processing';
  const title =
    status?.phase === 'failed'
      ? t('saveStatus.failed')
      : status?.phase === 'finished'
        ? t('saveStatus.finished')
        : t('saveStatus.processing');
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      title={title}
      centered
      withCloseButton={!isProcessing}
      closeOnClickOutside={!isProcessing}
      closeOnEscape={!isProcessing}
      data-testid="save-status"
    >
      {status?.phase === 'processing' ? (
        <Group gap="sm" data-testid="save-processing">
          <Loader size="sm" />
          <Text>{t('saveStatus.processing')}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          <Text
            c={status?.phase === 'failed' ? 'red' : undefined}
            data-testid={status?.phase === 'failed' ? 'save-failed' : 'save-finished'}
          >
            {status?.message}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="save-accept">
              {t('saveStatus.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
