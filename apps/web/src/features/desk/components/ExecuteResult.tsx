import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import type { ExecuteAnswer } from '../api/deskApi.ts';
import { BreachList } from './BreachList.tsx';
import { TradeTicketCard } from './TradeTicketCard.tsx';

/** What an execution answered: the booked ticket, or the breaches that sent it to a supervisor. */
export function ExecuteResult({ answer, onClose }: { answer: ExecuteAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {answer.breaches.length > 0 ? (
        <>
          <Notice kind="warning" testId="execute-awaiting">
            {t('desk.execute.awaiting')}
          </Notice>
          <BreachList breaches={answer.breaches} />
        </>
      ) : (
        answer.ticket && (
          <>
            <Notice kind="success" testId="execute-done">
              {t('desk.execute.done')}
            </Notice>
            <TradeTicketCard ticket={answer.ticket} />
          </>
        )
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="execute-close">
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}
