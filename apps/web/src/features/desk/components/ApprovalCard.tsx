import type { BlotterRow } from '@cobertura/contracts';
import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { deskQueries } from '../api/deskQueries.ts';
import { useApproval } from '../hooks/useApproval.ts';
import { deskErrorText } from '../utils/deskErrorText.ts';
import { amountText } from '../utils/figures.ts';
import { BreachList } from './BreachList.tsx';
import { PendingQuote } from './PendingQuote.tsx';

/** One execution waiting for four eyes: the request, the quote, who asked, the breaches, and the answer. */
export function ApprovalCard({
  row,
  isSupervisor,
  onOpen,
}: {
  row: BlotterRow;
  isSupervisor: boolean;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const request = useQuery(deskQueries.request(row.id));
  const approval = useApproval(row.id);
  const [comment, setComment] = useState('');
  const pending = request.data?.pending_approval ?? null;
  const quote = request.data?.quotes.find((q) => q.id === pending?.quote_id) ?? null;
  const answer = (decision: 'approve' | 'reject') =>
    approval.mutate(
      { decision, comment: comment.trim() || null },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(`desk.approvals.done.${decision}`, { reference: row.reference }),
          }),
      },
    );
  return (
    <Card withBorder padding="md" data-testid="approval-card" data-id={row.id}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Anchor component="button" fw={700} onClick={() => onOpen(row.id)} data-testid="approval-open">
            {row.reference}
          </Anchor>
          <Text size="sm">
            {`${row.company_name} · ${row.portfolio_name} · ${row.asset} · ${t(`desk.sides.${row.side}`)} · ${strategyLabel(row.strategy_name, t)} · ${amountText(row.amount, row.quantity_unit, lang)}`}
          </Text>
        </Group>
        {request.isPending && <InlineLoader text={t('desk.ticket.loading')} />}
        {pending && (
          <>
            <Text size="sm" data-testid="approval-asked-by">
              {t('desk.approvals.askedBy', { by: pending.asked_by })}
            </Text>
            {quote && request.data && <PendingQuote quote={quote} request={request.data} />}
            <BreachList breaches={pending.breaches} />
          </>
        )}
        {isSupervisor && (
          <>
            <Textarea
              label={t('desk.approvals.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              maxLength={500}
              rows={1}
              data-testid="approval-comment"
            />
            <Group>
              <Button
                // The brand's filled shade: white on green 7 reads at 2.7:1.
                onClick={() => answer('approve')}
                loading={approval.isPending}
                data-testid="approve"
              >
                {t('desk.approvals.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => answer('reject')}
                disabled={approval.isPending}
                data-testid="approval-reject"
              >
                {t('desk.approvals.reject')}
              </Button>
            </Group>
          </>
        )}
        {approval.isError && (
          <Notice kind="error" testId="approval-error">
            {deskErrorText(approval.error, t, lang)}
          </Notice>
        )}
      </Stack>
    </Card>
  );
}
