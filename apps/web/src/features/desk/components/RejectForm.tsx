import { Button, Group, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import type { RequestActions } from '../hooks/useRequestActions.ts';
import { deskErrorText } from '../utils/deskErrorText.ts';

/** The desk refuses a request it cannot do, saying why (the treasurer reads the reason). */
export function RejectForm({ reject }: { reject: RequestActions['reject'] }) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    reject.mutate(reason.trim());
  };
  return (
    <form onSubmit={submit} data-testid="reject-form" noValidate>
      <Textarea
        label={t('desk.reject.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={isMissing ? t('desk.reject.required') : undefined}
        maxLength={500}
        rows={2}
        data-testid="reject-reason"
      />
      <Group mt="xs">
        <Button
          type="submit"
          color="red"
          variant="light"
          loading={reject.isPending}
          data-testid="reject-submit"
        >
          {t('desk.reject.submit')}
        </Button>
      </Group>
      {reject.isError && (
        <Notice kind="error" testId="reject-error" mt="xs">
          {deskErrorText(reject.error, t, i18n.language)}
        </Notice>
      )}
    </form>
  );
}
