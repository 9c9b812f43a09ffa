import type { HedgeRequest } from '@cobertura/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useRequestActions } from '../hooks/useRequestActions.ts';
import { canCancel } from '../utils/requestState.ts';

/**
 * Cancels the request, until it is executed, after a confirmation that says what is lost: the desk
 * stops working on it. A reason may go with it. Refused (executed meanwhile: 409), the server's
 * words show in the dialog.
 */
export function CancelRequest({ request }: { request: HedgeRequest }) {
  const { t, i18n } = useTranslation();
  const { cancel } = useRequestActions(request.id);
  const [isAsking, setIsAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!canCancel(request.state)) return null;
  const close = () => {
    setIsAsking(false);
    cancel.reset();
  };
  return (
    <>
      <Button color="red" variant="light" onClick={() => setIsAsking(true)} data-testid="hedge-cancel">
        {t('hedge.cancel.open')}
      </Button>
      <Modal
        opened={isAsking}
        onClose={close}
        title={t('hedge.cancel.title', { reference: request.reference })}
      >
        <Stack gap="sm" data-testid="hedge-cancel-dialog">
          <Text size="sm">{t('hedge.cancel.explain')}</Text>
          <Textarea
            label={t('hedge.cancel.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            data-testid="hedge-cancel-reason"
          />
          {cancel.error && (
            <Notice kind="error">
              {errorMessage(cancel.error, t, i18n.language, 'hedge.cancel.failed')}
            </Notice>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('hedge.cancel.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(reason.trim() || null, { onSuccess: close })}
              data-testid="hedge-cancel-confirm"
            >
              {t('hedge.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
