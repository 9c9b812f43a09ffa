import type { HedgeRequest } from '@cobertura/contracts';
import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, joinedFieldMessages } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useRequestActions } from '../hooks/useRequestActions.ts';

/**
 * Sends a draft to the desk. When the server asks why it goes beyond the program or the exposure
 * (JUSTIFICATION_REQUIRED), the justification opens here with its words, and sending again takes it.
 */
export function DraftSubmit({ request }: { request: HedgeRequest }) {
  const { t, i18n } = useTranslation();
  const { submit } = useRequestActions(request.id);
  const [justification, setJustification] = useState(request.justification ?? '');
  const error = submit.error;
  const isAskedWhy = error instanceof ApiError && error.code === 'JUSTIFICATION_REQUIRED';
  const [isJustifying, setIsJustifying] = useState(false);
  const failure =
    error && !isAskedWhy
      ? error instanceof ApiError && Object.keys(error.fields).length > 0
        ? joinedFieldMessages(error, t)
        : errorMessage(error, t, i18n.language, 'hedge.form.failed')
      : null;
  return (
    <Stack gap="xs">
      {(isAskedWhy || isJustifying) && (
        <Textarea
          label={t('hedge.form.justification')}
          description={t('hedge.form.justificationHint')}
          value={justification}
          onChange={(event) => setJustification(event.currentTarget.value)}
          error={isAskedWhy ? errorMessage(error, t, i18n.language, 'hedge.form.failed') : undefined}
          maxLength={500}
          autoFocus
          data-testid="hedge-detail-justification"
        />
      )}
      {failure && <Notice kind="error">{failure}</Notice>}
      <Button
        loading={submit.isPending}
        onClick={() => {
          if (isAskedWhy) setIsJustifying(true);
          submit.mutate(justification.trim() || null);
        }}
        data-testid="hedge-detail-submit"
      >
        {t('hedge.detail.submit')}
      </Button>
    </Stack>
  );
}
