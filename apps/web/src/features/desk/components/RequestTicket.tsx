import { OPEN_REQUEST_STATES } from '@cobertura/contracts';
import { Divider, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { RequestTimeline, StateBadge } from '../../../shared/hedge-requests/index.ts';
import { deskQueries } from '../api/deskQueries.ts';
import { useRequestActions } from '../hooks/useRequestActions.ts';
import { QuotesSection } from './QuotesSection.tsx';
import { RejectForm } from './RejectForm.tsx';
import { RequestTerms } from './RequestTerms.tsx';
import { TicketList } from './TicketList.tsx';

/**
 * One request as the desk works it: its terms, the banks' quotes and their execution, the refusal,
 * its fills with their confirmations, and its life. `canTrade` off: the same, read only (the
 * supervisor's audit).
 */
export function RequestTicket({ id, canTrade }: { id: number; canTrade: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(deskQueries.request(id));
  const actions = useRequestActions(id);
  const request = query.data;
  if (!request) {
    return query.isError ? (
      <RetryNotice
        kind="error"
        text={t('desk.ticket.failed')}
        retryText={t('common.retry')}
        onRetry={() => void query.refetch()}
        testId="request-error"
      />
    ) : (
      <InlineLoader text={t('desk.ticket.loading')} />
    );
  }
  const isOpen = (OPEN_REQUEST_STATES as readonly string[]).includes(request.state);
  return (
    <Stack gap="md" data-testid="request-ticket" data-state={request.state}>
      <Group justify="space-between">
        <Title order={3} data-testid="request-reference">
          {request.reference}
        </Title>
        <StateBadge state={request.state} isPartial={request.filled < request.amount} testId="state-badge" />
      </Group>
      <RequestTerms request={request} fetchedAt={query.dataUpdatedAt} />
      <Divider />
      <QuotesSection request={request} actions={actions} canTrade={canTrade} />
      {canTrade && isOpen && <RejectForm key={request.id} reject={actions.reject} />}
      <Divider />
      <Title order={4}>{t('desk.ticket.title')}</Title>
      <TicketList tickets={request.tickets} />
      <Divider />
      <Title order={4}>{t('desk.timeline.title')}</Title>
      <RequestTimeline events={request.events} testId="request-timeline" />
    </Stack>
  );
}
