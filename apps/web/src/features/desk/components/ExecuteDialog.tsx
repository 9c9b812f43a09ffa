import type { BankQuote, DeskRequest } from '@cobertura/contracts';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import type { ExecuteAnswer } from '../api/deskApi.ts';
import type { RequestActions } from '../hooks/useRequestActions.ts';
import { deskErrorText } from '../utils/deskErrorText.ts';
import { amountText } from '../utils/figures.ts';
import { idempotencyKey } from '../utils/idempotencyKey.ts';
import { ExecuteResult } from './ExecuteResult.tsx';
import { TradeSummary } from './TradeSummary.tsx';

/**
 * The confirmation before a fill: the trade as it will be booked, an optional partial amount and
 * whether to close the rest. Its idempotency key is made when the dialog opens, so a confirm sent
 * twice (a double click, a retry after a dropped answer) books once.
 */
export function ExecuteDialog({
  request,
  quote,
  execute,
  onClose,
}: {
  request: DeskRequest;
  quote: BankQuote;
  execute: RequestActions['execute'];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [key] = useState(idempotencyKey);
  const [partial, setPartial] = useState('');
  const [closeRemainder, setCloseRemainder] = useState(false);
  const [answer, setAnswer] = useState<ExecuteAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const partialAmount = parseDecimal(partial);
  const fill = partialAmount ?? Math.min(request.amount - request.filled, quote.amount);
  const confirm = () => {
    setError(null);
    execute.mutate(
      {
        quote_id: quote.id,
        idempotency_key: key,
        close_remainder: partialAmount !== undefined && closeRemainder,
        ...(partialAmount === undefined ? {} : { amount: partialAmount }),
      },
      { onSuccess: setAnswer, onError: setError },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('desk.execute.title', { reference: request.reference })}
      size="lg"
    >
      {answer ? (
        <ExecuteResult answer={answer} onClose={onClose} />
      ) : (
        <Stack gap="sm">
          <TradeSummary request={request} quote={quote} fill={fill} />
          <DecimalInput
            label={t('desk.execute.partial')}
            description={t('desk.execute.partialHint', {
              amount: amountText(
                Math.min(request.amount - request.filled, quote.amount),
                request.quantity_unit,
                lang,
              ),
            })}
            value={partial}
            onChange={setPartial}
            unit={request.quantity_unit ?? undefined}
            testId="execute-amount"
          />
          <Checkbox
            label={t('desk.execute.closeRemainder')}
            checked={closeRemainder}
            disabled={partialAmount === undefined}
            onChange={(event) => setCloseRemainder(event.currentTarget.checked)}
            data-testid="execute-close-remainder"
          />
          {error !== null && (
            <Notice kind="error" testId="execute-error">
              {deskErrorText(error, t, lang)}
            </Notice>
          )}
          <Text size="xs" c="dimmed">
            {t('desk.execute.note')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('desk.execute.cancel')}
            </Button>
            <Button onClick={confirm} loading={execute.isPending} data-testid="execute-confirm">
              {t('desk.execute.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
